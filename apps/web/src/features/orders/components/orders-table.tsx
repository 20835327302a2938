import { type MatchState, orders, PAGE_SIZES } from '@edu/shared';
import { useState } from 'react';
import { DataTable, fixedPaging, useTableState } from '../../../components/data-table';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { ExportMenu } from '../../../components/export-menu';
import { statusOf } from '../../../lib/api';
import { ordersInputOf, useOrders } from '../api/get-orders';
import { type OrderStates, useEntityId } from '../api/order-lists';
import { AcceptMatchesButton } from './accept-matches-button';
import { MatchFilter } from './match-filter';
import { ORDER_COLUMNS, PENDING_COLUMNS } from './order-columns';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersToolbar } from './orders-toolbar';

interface OrdersTableProps {
  states: OrderStates;
  title?: string;
  /** /history: the detail shows no Aceptar or Rechazar */
  isReadOnly?: boolean;
}

/**
 * 15 orders a page, newest first, filtered by e-mail; a row opens its detail (02 §2.11-2.12). The pending list also
 * shows and filters by the match state, and accepts the page's matches at once (decision 0062).
 */
export function OrdersTable({ states, title, isReadOnly = false }: OrdersTableProps) {
  const table = useTableState(PAGE_SIZES.orders);
  const hasMatches = (states as readonly string[]).includes('pending');
  const [matchState, setMatchState] = useState<MatchState | ''>('');
  const filter = { email: table.query, matchState: hasMatches ? matchState : ('' as const) };
  const list = useOrders(states, table.pageInput.page, filter);
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
        filters={
          hasMatches && (
            <MatchFilter
              value={matchState}
              onChange={(value) => {
                setMatchState(value);
                table.setPage(0);
              }}
            />
          )
        }
        actions={
          <>
            <ExportMenu def={orders.exportOrders} input={ordersInputOf(entityId, states, filter)} />
            {hasMatches && !isReadOnly && (
              <AcceptMatchesButton rows={list.data?.orders} onDone={() => table.setPage(0)} />
            )}
          </>
        }
      />
      <DataTable
        columns={hasMatches ? PENDING_COLUMNS : ORDER_COLUMNS}
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
