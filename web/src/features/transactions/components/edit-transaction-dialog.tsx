import { zodResolver } from '@hookform/resolvers/zod';
import { TRANSACTION_NOTE_MAX, TRANSACTION_UPDATED, TRANSACTION_UPDATED_MS, TransactionUpdate, type TransactionRow } from '@portal/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Notification } from '../../../components/ui/notification';
import { Textarea } from '../../../components/ui/textarea';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useTransaction } from '../api/get-transaction';
import { useUpdateTransaction } from '../api/update-transaction';
import { NoteHistory } from './note-history';

interface EditTransactionDialogProps {
  /** The row to edit; the dialog is closed without one. */
  transaction: TransactionRow | null;
  onClose: () => void;
}

/**
 * Edit Transaction (admins, spec §2, §4, §5): whether the commission was paid and a note, required,
 * added to the history shown below it with its date. On success 'Transaction has been updated'
 * shows for 2.5 s, then the dialog closes and the list is read again. Amounts are not editable.
 */
export function EditTransactionDialog({ transaction, onClose }: EditTransactionDialogProps) {
  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Transaction"
      description={transaction ? `Transaction #${transaction.id} · ${transaction.product_name}` : undefined}
      size="wide"
    >
      {transaction && <EditTransactionForm key={transaction.id} transaction={transaction} onDone={onClose} />}
    </Dialog>
  );
}

function EditTransactionForm({ transaction, onDone }: { transaction: TransactionRow; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<z.input<typeof TransactionUpdate>, unknown, TransactionUpdate>({
    resolver: zodResolver(TransactionUpdate),
    // The version of the row the checkbox shows: saved over a newer one, the server answers 409 (reload) instead.
    defaultValues: { commission_paid: transaction.commission_paid ?? false, transaction_note: '', updated_at: transaction.updated_at ?? '' },
  });
  const detail = useTransaction(transaction.id);
  const update = useUpdateTransaction(transaction.id);
  const { notification, showError } = useNotification();
  const [updated, setUpdated] = useState<string | null>(null);
  const { errors } = formState;

  const finish = useEffectEvent(onDone);
  useEffect(() => {
    if (updated === null) return;
    const timer = window.setTimeout(() => finish(), TRANSACTION_UPDATED_MS);
    return () => window.clearTimeout(timer);
  }, [updated]);

  const submit = handleSubmit((body) =>
    update.mutate(body, { onSuccess: ({ message }) => setUpdated(message || TRANSACTION_UPDATED), onError: (error) => showError(errorMessage(error)) }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Checkbox label="Commission Paid" {...register('commission_paid')} />
      <Textarea
        label="Transaction Note"
        required
        rows={3}
        maxLength={TRANSACTION_NOTE_MAX}
        error={errors.transaction_note?.message}
        {...register('transaction_note')}
      />
      <NoteHistory notes={detail.data?.transaction_history} loading={detail.isPending} />
      {updated !== null && <Notification tone="success" message={updated} />}
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={update.isPending} done={updated !== null} />
    </form>
  );
}
