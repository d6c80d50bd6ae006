/**
 * The XSD sequences (AnetApiSchema.xsd) of the requests the simulator serves. The gateway validates
 * a JSON request against them as it would the XML: keys out of order, unknown keys, missing required
 * elements and overlong strings answer E00003. Choices are written as sequences of optional
 * elements, which accepts what the choice accepts when one of them is sent.
 */
export interface Element {
  name: string;
  required?: boolean;
  maxLength?: number;
  /** The element's own children; a leaf takes any value. */
  children?: readonly Element[];
}

export const NAMESPACE = 'AnetApi/xml/v1/schema/AnetApiSchema.xsd';

const el = (name: string, options: Omit<Element, 'name'> = {}): Element => ({ name, ...options });
const leaves = (...names: string[]) => names.map((name) => el(name));

const merchantAuthentication = el('merchantAuthentication', {
  required: true,
  children: [
    el('name', { maxLength: 25 }),
    el('transactionKey', { maxLength: 16 }),
    ...leaves('sessionToken', 'password', 'impersonationAuthentication', 'fingerPrint', 'clientKey', 'accessToken', 'mobileDeviceId'),
  ],
});

/** Every request starts so; `clientId` is optional and sits before `refId`. */
const envelope = [merchantAuthentication, el('clientId', { maxLength: 30 }), el('refId', { maxLength: 20 })];

const address = (name: string) =>
  el(name, {
    children: [
      el('firstName', { maxLength: 50 }),
      el('lastName', { maxLength: 50 }),
      el('company', { maxLength: 50 }),
      el('address', { maxLength: 60 }),
      el('city', { maxLength: 40 }),
      el('state', { maxLength: 40 }),
      el('zip', { maxLength: 20 }),
      el('country', { maxLength: 60 }),
      el('phoneNumber', { maxLength: 25 }),
      el('faxNumber', { maxLength: 25 }),
      el('email', { maxLength: 255 }),
    ],
  });

const creditCard = el('creditCard', {
  children: [el('cardNumber', { required: true }), el('expirationDate', { required: true }), ...leaves('cardCode', 'isPaymentToken', 'cryptogram')],
});
const opaqueData = el('opaqueData', { children: [el('dataDescriptor', { required: true }), el('dataValue', { required: true }), el('dataKey')] });
const payment = el('payment', {
  children: [creditCard, ...leaves('bankData', 'trackData', 'encryptedTrackData', 'payPal'), opaqueData, ...leaves('emv', 'dataSource')],
});

const paymentProfileHead = [
  el('customerType'),
  address('billTo'),
  payment,
  ...leaves('driversLicense', 'taxId', 'defaultPaymentProfile', 'subsequentAuthInformation'),
];

const validationMode = el('validationMode');

const customerProfile = el('profile', {
  required: true,
  children: [
    el('merchantCustomerId', { maxLength: 20 }),
    el('description', { maxLength: 255 }),
    el('email', { maxLength: 255 }),
    el('paymentProfiles', { children: paymentProfileHead }),
    ...leaves('shipToList', 'profileType'),
  ],
});

const transactionRequest = el('transactionRequest', {
  required: true,
  children: [
    el('transactionType', { required: true }),
    el('amount'),
    el('currencyCode'),
    payment,
    el('profile', {
      children: [
        el('createProfile'),
        el('customerProfileId'),
        el('paymentProfile', { children: [el('paymentProfileId', { required: true }), el('cardCode')] }),
        el('shippingProfileId'),
      ],
    }),
    ...leaves('solution', 'callId', 'terminalNumber', 'authCode', 'refTransId', 'splitTenderId'),
    el('order', {
      children: [
        el('invoiceNumber', { maxLength: 20 }),
        el('description', { maxLength: 255 }),
        ...leaves(
          'discountAmount',
          'taxIsAfterDiscount',
          'totalTaxTypeCode',
          'purchaserVATRegistrationNumber',
          'merchantVATRegistrationNumber',
          'merchantTaxId',
          'purchaseOrderDateUTC',
          'supplierOrderReference',
          'authorizedContactName',
          'cardAcceptorRefNumber',
          'amexDataTAA1',
          'amexDataTAA2',
          'amexDataTAA3',
          'amexDataTAA4',
        ),
      ],
    }),
    el('lineItems', {
      children: [
        el('lineItem', {
          children: [
            el('itemId', { required: true, maxLength: 31 }),
            el('name', { required: true, maxLength: 31 }),
            el('description', { maxLength: 255 }),
            el('quantity', { required: true }),
            el('unitPrice', { required: true }),
            ...leaves(
              'taxable',
              'unitOfMeasure',
              'typeOfSupply',
              'taxRate',
              'taxAmount',
              'nationalTax',
              'localTax',
              'vatRate',
              'alternateTaxId',
              'alternateTaxType',
              'alternateTaxTypeApplied',
              'alternateTaxRate',
              'alternateTaxAmount',
              'totalAmount',
              'commodityCode',
              'productCode',
              'productSKU',
              'discountRate',
              'discountAmount',
              'taxIncludedInTotal',
              'taxIsAfterDiscount',
            ),
          ],
        }),
      ],
    }),
    ...leaves('tax', 'duty', 'shipping', 'taxExempt', 'poNumber'),
    el('customer', {
      children: [el('type'), el('id', { maxLength: 20 }), el('email', { maxLength: 255 }), ...leaves('phoneNumber', 'faxNumber', 'driversLicense', 'taxId')],
    }),
    address('billTo'),
    address('shipTo'),
    el('customerIP'),
    ...leaves('cardholderAuthentication', 'retail', 'employeeId'),
    el('transactionSettings', { children: [el('setting', { children: [el('settingName'), el('settingValue')] })] }),
    el('userFields', { children: [el('userField', { children: [el('name'), el('value')] })] }),
    ...leaves(
      'surcharge',
      'merchantDescriptor',
      'subMerchant',
      'tip',
      'processingOptions',
      'subsequentAuthInformation',
      'otherTax',
      'shipFrom',
      'authorizationIndicatorType',
    ),
  ],
});

const sorting = el('sorting', { children: [el('orderBy', { required: true }), el('orderDescending', { required: true })] });
const paging = el('paging', { children: [el('limit', { required: true }), el('offset', { required: true })] });

/** Each served method's elements after the envelope. */
const methods: Record<string, readonly Element[]> = {
  createCustomerProfileRequest: [customerProfile, validationMode],
  getCustomerProfileRequest: leaves('customerProfileId', 'merchantCustomerId', 'email', 'unmaskExpirationDate', 'includeIssuerInfo'),
  createCustomerPaymentProfileRequest: [
    el('customerProfileId', { required: true }),
    el('paymentProfile', { required: true, children: paymentProfileHead }),
    validationMode,
  ],
  updateCustomerPaymentProfileRequest: [
    el('customerProfileId', { required: true }),
    el('paymentProfile', { required: true, children: [...paymentProfileHead, el('customerPaymentProfileId', { required: true })] }),
    validationMode,
  ],
  deleteCustomerPaymentProfileRequest: [el('customerProfileId', { required: true }), el('customerPaymentProfileId', { required: true })],
  createTransactionRequest: [transactionRequest],
  getUnsettledTransactionListRequest: [el('status'), sorting, paging],
  getSettledBatchListRequest: leaves('includeStatistics', 'firstSettlementDate', 'lastSettlementDate'),
  getTransactionListRequest: [el('batchId'), sorting, paging],
  getTransactionDetailsRequest: [el('transId', { required: true })],
  securePaymentContainerRequest: [
    el('data', {
      required: true,
      children: [
        el('type', { required: true }),
        el('id', { required: true, maxLength: 64 }),
        el('token', {
          children: [
            el('cardNumber', { required: true }),
            el('expirationDate', { required: true }),
            el('cardCode'),
            el('zip', { maxLength: 20 }),
            el('fullName', { maxLength: 64 }),
          ],
        }),
        el('bankToken'),
      ],
    }),
  ],
};

export const servedMethods = Object.keys(methods);

/** The method's whole sequence, or undefined for a method the simulator does not serve. */
export const requestSchema = (method: string): readonly Element[] | undefined => (methods[method] ? [...envelope, ...methods[method]] : undefined);

const expected = (names: string[]) => `List of possible elements expected: '${names.join(', ')}' in namespace '${NAMESPACE}'.`;

/** What may come next from `position`: every optional element up to and including the first required one. */
function possible(children: readonly Element[], position: number): string[] {
  const names: string[] = [];
  for (const child of children.slice(position)) {
    names.push(child.name);
    if (child.required) break;
  }
  return names;
}

/**
 * Checks `value` (the element `name`) against its children's sequence; answers the gateway's E00003
 * text for the first problem, or undefined when it conforms. Repeated elements are JSON arrays.
 */
export function checkSequence(name: string, value: unknown, children: readonly Element[]): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = checkSequence(name, item, children);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object')
    return `The element '${name}' in namespace '${NAMESPACE}' cannot contain text. ${expected(possible(children, 0))}`;
  let position = 0;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const index = children.findIndex((c, i) => i >= position && c.name === key);
    const skippedRequired = children.slice(position, index < 0 ? children.length : index).some((c) => c.required);
    if (index < 0 || skippedRequired) {
      return `The element '${name}' in namespace '${NAMESPACE}' has invalid child element '${key}' in namespace '${NAMESPACE}'. ${expected(possible(children, position))}`;
    }
    const element = children[index]!;
    const problem = checkValue(element, child);
    if (problem) return problem;
    position = index + 1;
  }
  const missing = children.slice(position).find((c) => c.required);
  return missing ? `The element '${name}' in namespace '${NAMESPACE}' has incomplete content. ${expected(possible(children, position))}` : undefined;
}

function checkValue(element: Element, value: unknown): string | undefined {
  if (element.children) return value === null ? undefined : checkSequence(element.name, value, element.children);
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  if (element.maxLength !== undefined && text !== undefined && text.length > element.maxLength) {
    return `The '${NAMESPACE}:${element.name}' element is invalid - The value '${text}' is invalid according to its datatype 'String' - The actual length is greater than the MaxLength value.`;
  }
  return undefined;
}
