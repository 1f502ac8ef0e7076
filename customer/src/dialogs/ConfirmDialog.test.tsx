import { useState } from 'preact/hooks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { ConfirmDialog } from './ConfirmDialog';

function Probe({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Löschen …
      </button>
      <ConfirmDialog open={open} title="Wirklich löschen?" confirmLabel="Löschen" onConfirm={onConfirm} onClose={() => setOpen(false)}>
        <p>Das lässt sich nicht rückgängig machen.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a dialog named by its title and described by its text, with the focus on Abbrechen', () => {
    render(<Probe onConfirm={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Löschen …' }));
    const dialog = screen.getByRole('dialog', { name: 'Wirklich löschen?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('Das lässt sich nicht rückgängig machen.').parentElement?.id,
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  });

  it('closes on Abbrechen and on Escape (the native close), and gives the focus back to its opener', async () => {
    const onConfirm = jest.fn();
    render(<Probe onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Löschen …' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm from its confirm button', () => {
    const onConfirm = jest.fn();
    render(<Probe onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen …' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
