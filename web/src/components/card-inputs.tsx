import { CVV_HELP } from '@portal/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from './ui/input';

type CardInputName = 'card_holder' | 'card_number' | 'expiration_date' | 'cvv';

interface CardInputsProps {
  /** Each field as the form registers it (the form may keep the card under a prefix). */
  fields: Record<CardInputName, UseFormRegisterReturn>;
  errors?: Partial<Record<CardInputName, { message?: string }>>;
  /** Marked required (the checkout's card is required only when a new card is chosen). */
  required?: boolean;
}

/**
 * The card fields of spec §5: holder, number, expiration with a month picker and CVV with its help,
 * numeric where they are numbers. Whatever holds them sends the card to the gateway, not the API.
 */
export function CardInputs({ fields, errors, required = true }: CardInputsProps) {
  return (
    <>
      <Input label="Card Holder" autoComplete="cc-name" required={required} error={errors?.card_holder?.message} {...fields.card_holder} />
      <Input label="Card Number" autoComplete="cc-number" inputMode="numeric" required={required} error={errors?.card_number?.message} {...fields.card_number} />
      <div className="form-grid">
        <Input label="Expiration" type="month" autoComplete="cc-exp" required={required} error={errors?.expiration_date?.message} {...fields.expiration_date} />
        <Input
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          required={required}
          hint={CVV_HELP}
          error={errors?.cvv?.message}
          {...fields.cvv}
        />
      </div>
    </>
  );
}
