import { NO_PAYMENT_METHODS, type PaymentOption } from '@portal/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { RECORD_UPDATED } from '../../../config/constants';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { cardLabel, expirationText } from '../../../lib/card-form';
import { useLocations } from '../../../lib/locations';
import { useMember } from '../../../lib/members';
import { usePaymentProfile } from '../../../lib/payments';
import { useDeleteCard, useSetDefaultCard } from '../api/change-cards';
import { hasBillingAddress } from '../utils/billing-address';
import { AddCardDialog } from './add-card-dialog';

/**
 * Payment Methods (spec §2, §4): the member's saved cards, masked, the default first; add, delete,
 * set default. A card is verified with the member's address, so without one Add says so up front.
 */
export function PaymentMethodsManager({ memberId }: { memberId: number }) {
  const { data: profile, error, isPending } = usePaymentProfile(memberId);
  const { data: locations } = useLocations(memberId);
  const { data: member } = useMember(memberId);
  const needsAddress = Boolean(locations && member && !hasBillingAddress(locations, member));
  const setDefault = useSetDefaultCard(memberId);
  const remove = useDeleteCard(memberId);
  const { notification, showError, showSuccess } = useNotification();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentOption | null>(null);
  const ref = (card: PaymentOption) => ({ profile_id: profile?.code ?? '', payment_id: card.payment_profile_id, user_id: memberId });

  const makeDefault = (card: PaymentOption) =>
    setDefault.mutate(ref(card), { onSuccess: () => showSuccess(RECORD_UPDATED), onError: (e) => showError(errorMessage(e)) });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(ref(deleting), {
      onSuccess: () => {
        setDeleting(null);
        showSuccess('Payment method deleted.');
      },
      onError: (e) => {
        setDeleting(null);
        showError(errorMessage(e));
      },
    });
  };

  return (
    <div className="stack">
      <div className="toolbar">
        <p className="muted">The cards saved in your account. The default card is chosen first at checkout.</p>
        <Button onClick={() => setAdding(true)} disabled={isPending}>
          Add Payment Method
        </Button>
      </div>

      {notification && <Notification {...notification} />}

      {profile ? (
        profile.payments.length ? (
          <ul className="location-list payment-list">
            {profile.payments.map((card) => (
              <CardItem
                key={card.payment_profile_id}
                card={card}
                onSetDefault={() => makeDefault(card)}
                onDelete={() => setDeleting(card)}
                settingDefault={setDefault.isPending && setDefault.variables.payment_id === card.payment_profile_id}
              />
            ))}
          </ul>
        ) : (
          <p className="card muted">{NO_PAYMENT_METHODS} Add your first card with Add Payment Method.</p>
        )
      ) : error ? (
        <Notification tone="error" message={errorMessage(error)} />
      ) : (
        <Spinner label="Loading your payment methods…" />
      )}

      <AddCardDialog
        open={adding}
        memberId={memberId}
        customerProfileId={profile?.code ?? null}
        firstCard={!profile?.payments.length}
        needsAddress={needsAddress}
        onClose={() => setAdding(false)}
        onSaved={(message) => {
          setAdding(false);
          showSuccess(message);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Payment Method"
        description="Are you sure you want to delete this card?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <p className="dialog-subject">{cardLabel(deleting.card_type, deleting.card_number)}</p>}
      </ConfirmDialog>
    </div>
  );
}

function CardItem({
  card,
  onSetDefault,
  onDelete,
  settingDefault,
}: {
  card: PaymentOption;
  onSetDefault: () => void;
  onDelete: () => void;
  settingDefault: boolean;
}) {
  const nameId = useId();
  return (
    <li className="card location-card">
      <div className="location-card-header">
        <h2 id={nameId} className="card-title">
          {cardLabel(card.card_type, card.card_number)}
        </h2>
        {card.default && <span className="badge">Default</span>}
      </div>
      <p className="location-address">
        <span>{card.card_holder}</span>
        <span>Expires {expirationText(card.expiration_date)}</span>
      </p>
      <div className="location-actions">
        {!card.default && (
          <Button variant="secondary" aria-describedby={nameId} isLoading={settingDefault} onClick={onSetDefault}>
            Set as default
          </Button>
        )}
        <Button variant="ghost" className="button--danger-text" aria-describedby={nameId} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
