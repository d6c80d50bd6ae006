import { router } from '../router';
import { documentAdminRoutes } from './documents-admin';
import { hcAttestationRoutes } from './documents-attestation';
import { publicSigningRoutes } from './documents-public';
import { signatureRequestRoutes } from './documents-requests';
import { patientSigningRoutes } from './documents-signing';

/**
 * Patient documents and the centers' attestations, signed through the e-signature provider: one
 * sub-app per sub-area, mounted together so the app (and the OpenAPI document) see one area.
 */
export const documentRoutes = router()
  .route('/', patientSigningRoutes)
  .route('/', signatureRequestRoutes)
  .route('/', documentAdminRoutes)
  .route('/', hcAttestationRoutes)
  .route('/', publicSigningRoutes);
