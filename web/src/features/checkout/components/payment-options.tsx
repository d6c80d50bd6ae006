import { NO_PAYMENT_METHODS, type PaymentOption } from '@portal/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CardInputs } from '../../../components/card-inputs';
import { Checkbox } from '../../../components/ui/checkbox';
import { paths } from '../../../config/paths';
import { cardLabel, expirationText } from '../../../lib/card-form';
import { NEW_CARD, type CheckoutFormInput } from '../utils/checkout-form';

/**
 * Payment options (spec §2, §4): the saved cards, the default first and chosen, or New Payment
 * Option with the card form, whose fields are required only then. The card typed goes to the
 * payment gateway from the browser; the portal receives its token.
 */
export function PaymentOptions({ cards }: { cards: PaymentOption[] }) {
  const { register, control, formState } = useFormContext<CheckoutFormInput>();
  const choice = useWatch({ control, name: 'payment' });
  const errors = formState.errors;
  const option = register('payment');

  return (
    <section className="card checkout-section" aria-label="Payment Options">
      <h2 className="card-title">Payment Options</h2>
      <fieldset className="field payment-choices">
        <legend className="visually-hidden">Pay with</legend>
        {cards.length ? (
          <ul className="saved-cards">
            {cards.map((card) => (
              <li key={card.payment_profile_id}>
                <label className="saved-card">
                  <input type="radio" value={card.payment_profile_id} {...option} />
                  <span>
                    <strong>{cardLabel(card.card_type, card.card_number)}</strong>
                    <span className="muted">
                      {' '}
                      {card.card_holder}, expires {expirationText(card.expiration_date)}
                    </span>
                  </span>
                  {card.default && <span className="badge">Default</span>}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            {NO_PAYMENT_METHODS} You can save cards under Account &gt; <Link to={paths.payments.getHref()}>Payment Options</Link>.
          </p>
        )}
        <label className="saved-card">
          <input type="radio" value={NEW_CARD} {...option} />
          <span>
            <strong>New Payment Option</strong>
          </span>
        </label>
        {errors.payment && <p className="field-error">{errors.payment.message}</p>}
      </fieldset>
      {choice === NEW_CARD && (
        <div className="form checkout-card">
          <CardInputs
            fields={{
              card_holder: register('card.card_holder'),
              card_number: register('card.card_number'),
              expiration_date: register('card.expiration_date'),
              cvv: register('card.cvv'),
            }}
            errors={errors.card}
          />
          <Checkbox label="Save this card to my payment options" {...register('save_card')} />
        </div>
      )}
      {cards.length > 0 && (
        <p className="muted">
          Manage your saved cards in <Link to={paths.payments.getHref()}>Payment Options</Link>.
        </p>
      )}
    </section>
  );
}
