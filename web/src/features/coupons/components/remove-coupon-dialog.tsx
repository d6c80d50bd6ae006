import type { CouponView } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveCoupon } from '../api/remove-coupon';

interface RemoveCouponDialogProps {
  /** The coupon to remove; the dialog is open while there is one. */
  coupon: CouponView | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
  onFailed: (message: string) => void;
}

/** Asks before a coupon is removed, then closes with the server's answer for the list's notification. */
export function RemoveCouponDialog({ coupon, onClose, onRemoved, onFailed }: RemoveCouponDialogProps) {
  const remove = useRemoveCoupon();
  const confirm = () => {
    if (!coupon) return;
    remove.mutate(coupon.id, {
      onSuccess: ({ message }) => {
        onClose();
        onRemoved(message);
      },
      onError: (error) => {
        onClose();
        onFailed(errorMessage(error));
      },
    });
  };
  return (
    <ConfirmDialog
      open={coupon !== null}
      title="Remove Coupon Code"
      description="Are you sure you want to remove this Coupon Code?"
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {coupon && <p className="dialog-subject">{`${coupon.name} (${coupon.code})`}</p>}
    </ConfirmDialog>
  );
}
