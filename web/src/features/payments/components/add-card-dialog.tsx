import { zodResolver } from '@hookform/resolvers/zod';
import { CARD_NEEDS_ADDRESS } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CardInputs } from '../../../components/card-inputs';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Notification } from '../../../components/ui/notification';
import { paths } from '../../../config/paths';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { CardForm, emptyCard, toCardData, type CardFormInput, type CardFormValues } from '../../../lib/card-form';
import { tokenizeCard } from '../../../lib/card-tokenizer';
import { useGatewayAuth } from '../../../lib/payments';
import { useAddCard } from '../api/change-cards';

interface AddCardDialogProps {
  open: boolean;
  memberId: number;
  customerProfileId: string | null;
  /** The first card is always the default. */
  firstCard: boolean;
  /** The member has no address to verify a card with (a saved location or its own): the dialog says so and saves nothing. */
  needsAddress: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add Card: the card goes to the payment gateway from the browser; the portal keeps the gateway's token. */
export function AddCardDialog({ open, onClose, ...formProps }: AddCardDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Add Payment Method"
      description="Your card is sent straight to our payment gateway; the portal never stores its number."
    >
      <AddCardForm {...formProps} />
    </Dialog>
  );
}

function AddCardForm({ memberId, customerProfileId, firstCard, needsAddress, onSaved }: Omit<AddCardDialogProps, 'open' | 'onClose'>) {
  const { register, handleSubmit, formState } = useForm<CardFormInput, unknown, CardFormValues>({
    resolver: zodResolver(CardForm),
    defaultValues: emptyCard,
  });
  const gateway = useGatewayAuth();
  const add = useAddCard(memberId);
  const [tokenizing, setTokenizing] = useState(false);
  const { notification, showError } = useNotification();
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    if (!gateway.data) return showError(gateway.error ? errorMessage(gateway.error) : 'The payment gateway is not ready yet. Please try again.');
    setTokenizing(true);
    try {
      const token = await tokenizeCard(gateway.data, toCardData(values));
      add.mutate(
        {
          user_id: memberId,
          card_holder: values.card_holder,
          token,
          default: firstCard || values.default,
          ...(customerProfileId ? { customer_profile_id: customerProfileId } : {}),
        },
        { onSuccess: () => onSaved('Payment method saved.'), onError: (error) => showError(errorMessage(error)) },
      );
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setTokenizing(false);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      {needsAddress && (
        <p className="notification notification--warning" role="note">
          {CARD_NEEDS_ADDRESS} <Link to={paths.locations.getHref()}>Go to Locations</Link>
        </p>
      )}
      <CardInputs
        fields={{
          card_holder: register('card_holder'),
          card_number: register('card_number'),
          expiration_date: register('expiration_date'),
          cvv: register('cvv'),
        }}
        errors={errors}
      />
      {firstCard ? (
        <Checkbox label="Set as default" checked disabled readOnly hint="Your first card is always the default." />
      ) : (
        <Checkbox label="Set as default" {...register('default')} />
      )}
      {notification && <Notification {...notification} />}
      <div className="dialog-actions">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={needsAddress} isLoading={tokenizing || add.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
