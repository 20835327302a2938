import { orders, PAGE_SIZES } from '@edu/shared';
import { useState } from 'react';
import { DataTable, fixedPaging, useTableState } from '../../../components/data-table';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { ExportMenu } from '../../../components/export-menu';
import { statusOf } from '../../../lib/api';
import { useOrders } from '../api/get-orders';
import { type OrderStates, useEntityId } from '../api/order-lists';
import { ORDER_COLUMNS } from './order-columns';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersToolbar } from './orders-toolbar';

interface OrdersTableProps {
  states: OrderStates;
  title?: string;
  /** /history: the detail shows no Aceptar or Rechazar */
  isReadOnly?: boolean;
}

/** 15 orders a page, newest first, filtered by e-mail; a row opens its detail (02 §2.11-2.12). */
export function OrdersTable({ states, title, isReadOnly = false }: OrdersTableProps) {
  const table = useTableState(PAGE_SIZES.orders);
  const list = useOrders(states, table.pageInput.page, table.query);
  const entityId = useEntityId();
  const [openId, setOpenId] = useState<string | null>(null);

  if (list.isError) return <ErrorPanel code={errorCodeOf(statusOf(list.error))} onReload={() => list.refetch()} />;
  return (
    <>
      <OrdersToolbar
        title={title}
        email={table.search}
        onEmailChange={table.setSearch}
        onRefresh={() => list.refetch()}
        actions={
          <ExportMenu
            def={orders.exportOrders}
            input={{ entity_id: entityId, state: [...states], ...(table.query ? { filter_by_email: table.query } : {}) }}
          />
        }
      />
      <DataTable
        columns={ORDER_COLUMNS}
        rows={list.data?.orders}
        rowKey={(row) => row._id}
        {...fixedPaging(table, PAGE_SIZES.orders, list.data?.pagination.total)}
        isLoading={list.isFetching}
        onRowClick={(row) => setOpenId(row._id)}
      />
      {openId && (
        <OrderDetailDialog
          orderId={openId}
          isReadOnly={isReadOnly}
          onClose={() => setOpenId(null)}
          // 02 §4: after Aceptar or Rechazar the list reloads from page 1 (15 a page, newest first)
          onDecided={() => {
            setOpenId(null);
            table.setPage(0);
          }}
        />
      )}
    </>
  );
}
