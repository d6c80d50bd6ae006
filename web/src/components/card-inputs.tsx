import { CVV_HELP } from '@portal/contracts';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { typedExpiration } from '../lib/card-form';
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
 * The card fields of spec §5: holder, number, expiration as printed on the card (MM/YY, the slash
 * put in as it is typed) and CVV with its help, numeric where they are numbers. Whatever holds
 * them sends the card to the gateway, not the API.
 */
export function CardInputs({ fields, errors, required = true }: CardInputsProps) {
  const expiration = fields.expiration_date;
  const typeExpiration = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = typedExpiration(event.target.value);
    return expiration.onChange(event);
  };
  return (
    <>
      <Input label="Card Holder" autoComplete="cc-name" required={required} error={errors?.card_holder?.message} {...fields.card_holder} />
      <Input
        label="Card Number"
        autoComplete="cc-number"
        inputMode="numeric"
        required={required}
        error={errors?.card_number?.message}
        {...fields.card_number}
      />
      <div className="form-grid">
        <Input
          label="Expiration"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          required={required}
          hint="MM/YY, as on the card"
          error={errors?.expiration_date?.message}
          {...expiration}
          onChange={typeExpiration}
        />
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
