// The management screen's component, tested once (docs/decisions/0033): every screen that describes itself with it
// gets this table, paging, dialog, validation, save and delete confirmation; the journeys test each screen's texts.
import { M } from '@edu/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Column, useTableState } from '../data-table';
import { CrudFormDialog, type SaveCallbacks } from './crud-form-dialog';
import { CrudScreen } from './crud-screen';

interface Room {
  _id: string;
  name: string;
  floor: string;
}

const ROOMS: Room[] = Array.from({ length: 12 }, (_, i) => ({
  _id: `r${i + 1}`,
  name: `Aula ${i + 1}`,
  floor: 'Primero',
}));
const PAGE = 10;
const BLANK = 'No puede crear un aula con espacios en blanco';
const roomForm = z.object({
  name: z.string().trim().min(1, BLANK),
  floor: z.string().min(1, M.FIELD_REQUIRED),
  wings: z.array(z.string()).min(1, M.FIELD_REQUIRED),
});
const COLUMNS: readonly Column<Room>[] = [
  { key: 'name', header: 'Aula' },
  { key: 'floor', header: 'Piso' },
];
const FLOORS = ['Primero', 'Segundo'].map((floor) => ({ value: floor, label: floor }));
const WINGS = ['Norte', 'Sur'].map((wing) => ({ value: wing, label: wing }));

/** A mutation as useApiMutation gives it: calls `mutate(variables, callbacks)` and answers at once. */
const mutation = (fails = false) => ({
  isPending: false,
  mutate: vi.fn((_variables: unknown, callbacks: SaveCallbacks) =>
    fails ? callbacks.onError(new Error('refused')) : callbacks.onSuccess(undefined),
  ),
});

function RoomDialog(props: { room?: Room; onClose: () => void; save: ReturnType<typeof mutation>; confirm?: string }) {
  const { room, save } = props;
  return (
    <CrudFormDialog
      title={room ? 'Editar aula' : 'Nueva aula'}
      schema={roomForm}
      defaults={{ name: room?.name ?? '', floor: room?.floor ?? '', wings: [] }}
      fields={() => [
        { name: 'name', label: 'Nombre', required: true, maxLength: 20, counter: 20 },
        { kind: 'select', name: 'floor', label: 'Piso', required: true, options: FLOORS },
        { kind: 'checks', name: 'wings', label: 'Alas', required: true, options: WINGS },
      ]}
      save={(values, done) => save.mutate(room ? { id: room._id, values } : values, done)}
      confirm={props.confirm}
      busy={false}
      onClose={props.onClose}
    />
  );
}

function Rooms({
  save,
  remove,
  confirm,
}: {
  save: ReturnType<typeof mutation>;
  remove: () => Promise<unknown>;
  confirm?: string;
}) {
  const table = useTableState(PAGE);
  const rows = ROOMS.slice(table.page * PAGE, (table.page + 1) * PAGE);
  const list = {
    data: { pagination: { total: ROOMS.length } },
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
  };
  return (
    <CrudScreen
      table={table}
      pageSize={PAGE}
      list={list}
      rows={rows}
      columns={COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.name}
      editLabel="Actualizar aula"
      deleteLabel="Eliminar aula"
      form={(row, onClose) => <RoomDialog room={row} onClose={onClose} save={save} confirm={confirm} />}
      remove={{ confirm: '¿Está seguro de eliminar esta aula?', isPending: false, run: remove }}
    />
  );
}

const setup = (options: { fails?: boolean; confirm?: string } = {}) => {
  const save = mutation(options.fails);
  const remove = vi.fn(() => Promise.resolve());
  render(<Rooms save={save} remove={remove} confirm={options.confirm} />);
  return { save, remove, user: userEvent.setup({ delay: null }) };
};

describe('CrudScreen', () => {
  it('draws the columns, one page of rows with their actions, and pages on', async () => {
    const { user } = setup();
    expect(screen.getByRole('columnheader', { name: 'Aula' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Piso' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1 + PAGE);
    expect(screen.getByText(`1-10 ${M.TABLE_OF} 12`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar aula: Aula 1' })).toBeTruthy();
    expect(screen.getByPlaceholderText(M.TABLE_SEARCH_PLACEHOLDER)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /next page|siguiente/i }));
    expect(screen.getByText(`11-12 ${M.TABLE_OF} 12`)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Aula 12' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Aula 1' })).toBeNull();
  });

  it("opens the add dialog, shows the schema's messages and saves what was typed", async () => {
    const { save, user } = setup();
    await user.click(screen.getByRole('button', { name: M.TABLE_ADD }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva aula' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: M.SAVE }));
    expect(await within(dialog).findByText(BLANK)).toBeTruthy();
    expect(within(dialog).getAllByText(M.FIELD_REQUIRED)).toHaveLength(2);
    expect(save.mutate).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Nombre' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Aula Magna');
    expect(within(dialog).getByText(M.charactersLeft(10))).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Piso' }));
    await user.click(screen.getByRole('option', { name: 'Segundo' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sur' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Norte' }));
    await user.click(within(dialog).getByRole('button', { name: M.SAVE }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the options' order, whatever the order of the clicks; the schema's output (the name trimmed)
    expect(save.mutate).toHaveBeenCalledWith(
      { name: 'Aula Magna', floor: 'Segundo', wings: ['Norte', 'Sur'] },
      expect.anything(),
    );
  });

  it('opens the edit dialog with the row, and a refused save keeps it open', async () => {
    const { save, user } = setup({ fails: true });
    await user.click(screen.getByRole('button', { name: 'Actualizar aula: Aula 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar aula' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Aula 2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Norte' }));
    await user.click(within(dialog).getByRole('button', { name: M.SAVE }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
    expect(save.mutate.mock.calls[0]?.[0]).toEqual({
      id: 'r2',
      values: { name: 'Aula 2', floor: 'Primero', wings: ['Norte'] },
    });
    expect(screen.getByRole('dialog', { name: 'Editar aula' })).toBeTruthy();
  });

  it("asks 'Aviso' before a save when the screen says so", async () => {
    const { save, user } = setup({ confirm: 'Recuerde que es un cambio fundamental' });
    await user.click(screen.getByRole('button', { name: 'Actualizar aula: Aula 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sur' }));
    await user.click(screen.getByRole('button', { name: M.SAVE }));
    const notice = await screen.findByRole('dialog', { name: M.NOTICE_TITLE });
    expect(within(notice).getByText('Recuerde que es un cambio fundamental')).toBeTruthy();
    expect(save.mutate).not.toHaveBeenCalled();
    await user.click(within(notice).getByRole('button', { name: M.ACCEPT }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar aula' })).toBeNull());
    expect(save.mutate).toHaveBeenCalledTimes(1);
  });

  it('saves once on a double click, and again once the first save has answered', async () => {
    // a save that has not answered yet: the second click lands before `busy` is drawn (decision 0052)
    const held: SaveCallbacks[] = [];
    const save = {
      isPending: false,
      mutate: vi.fn((_v: unknown, callbacks: SaveCallbacks) => {
        held.push(callbacks);
      }),
    };
    render(<Rooms save={save} remove={() => Promise.resolve()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Actualizar aula: Aula 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sur' }));
    await user.dblClick(screen.getByRole('button', { name: M.SAVE }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: M.SAVE }));
    expect(save.mutate).toHaveBeenCalledTimes(1);
    // refused: the form may be sent again
    held[0].onError(new Error('refused'));
    await user.click(screen.getByRole('button', { name: M.SAVE }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(2));
  });

  it("deletes a row only after 'Aviso' is accepted", async () => {
    const { remove, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar aula: Aula 4' }));
    let notice = screen.getByRole('dialog', { name: M.NOTICE_TITLE });
    expect(within(notice).getByText('¿Está seguro de eliminar esta aula?')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: M.CANCEL }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Eliminar aula: Aula 4' }));
    notice = screen.getByRole('dialog', { name: M.NOTICE_TITLE });
    await user.click(within(notice).getByRole('button', { name: M.ACCEPT }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(ROOMS[3]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.NOTICE_TITLE })).toBeNull());
  });
});
