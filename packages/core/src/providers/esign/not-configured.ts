import { EsignError, type EsignProvider } from './port';

/**
 * Stands in when no BoldSign key is configured, so the rest of the portal runs and only signing
 * features fail, with a message that says what to set.
 */
export function esignNotConfigured(): EsignProvider {
  const fail = () =>
    Promise.reject(new EsignError('not_configured', 'E-signature is not configured: set BOLDSIGN_API_KEY (and BOLDSIGN_BASE_URL outside the US region).'));
  return {
    sendFromTemplate: fail,
    signLink: fail,
    getDocument: fail,
    downloadDocument: fail,
    createTemplate: fail,
    templateEditLink: fail,
    getTemplate: fail,
  };
}
