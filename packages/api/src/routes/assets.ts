import { createRoute, z } from '@hono/zod-openapi';
import {
  ASSET_ADDED,
  ASSET_FILE_TOO_LARGE,
  ASSET_MAX_BYTES,
  ASSET_REMOVED,
  ASSET_UPDATED,
  AssetFields,
  AssetIdParam,
  AssetListQuery,
  AssetPage,
  AssetPatch,
  AssetSaved,
  AssetUploaded,
  AssetView,
  MessageBody,
  ResourceGroupList,
  SectionRequest,
} from '@portal/contracts';
import { Assets } from '@portal/core';
import { bodyLimit } from 'hono/body-limit';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const AssetUpload = z.strictObject({
  file: z.instanceof(File, { message: 'Choose the file to upload.' }).openapi({ type: 'string', format: 'binary' }),
});

const tags = ['assets'];

/** Resource asset groups: the admin's Assets Manager, and each member's Resource Center. */
export const assetRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/assets/subscription/{id}/',
      tags,
      middleware: [signedIn(), allow('assets:read')] as const,
      request: { params: AssetIdParam },
      responses: { ...ok(ResourceGroupList), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await Assets.forMembership(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/assets/subscription/{id}/section/',
      tags,
      middleware: [signedIn(), allow('assets:read')] as const,
      request: { params: AssetIdParam, ...jsonBody(SectionRequest) },
      responses: { ...ok(ResourceGroupList), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await Assets.forSection(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json').url), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/assets/',
      tags,
      middleware: [signedIn(), allow('assets:manage')] as const,
      request: { query: AssetListQuery },
      responses: { ...ok(AssetPage), ...errors(400, 403) },
    }),
    async (c) => {
      const { search, cursor, page_size } = c.req.valid('query');
      return c.json(await Assets.page(c.get('memberCtx'), search, cursor ?? null, page_size), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/assets/',
      tags,
      middleware: [signedIn(), allow('assets:manage')] as const,
      request: jsonBody(AssetFields),
      responses: { ...ok(AssetSaved), ...errors(400, 403, 409) },
    }),
    async (c) => c.json({ success: true, message: ASSET_ADDED, asset: await Assets.create(c.get('memberCtx'), c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/assets/process-file/',
      tags,
      // A request far larger than any asset file is cut off before it is read.
      middleware: [
        bodyLimit({ maxSize: ASSET_MAX_BYTES + 64 * 1024, onError: (c) => c.json({ message: ASSET_FILE_TOO_LARGE, code: 'invalid' }, 413) }),
        signedIn(),
        allow('assets:manage'),
      ] as const,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: AssetUpload } } } },
      responses: { ...ok(AssetUploaded), ...errors(400, 403, 413, 415) },
    }),
    async (c) => {
      const { file } = c.req.valid('form');
      const path = await Assets.putFile(c.get('memberCtx'), new Uint8Array(await file.arrayBuffer()));
      return c.json({ success: true, path, message: 'The file has been uploaded.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/assets/{id}/',
      tags,
      middleware: [signedIn(), allow('assets:manage')] as const,
      request: { params: AssetIdParam },
      responses: { ...ok(AssetView), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await Assets.read(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/assets/{id}/',
      tags,
      middleware: [signedIn(), allow('assets:manage')] as const,
      request: { params: AssetIdParam, ...jsonBody(AssetPatch) },
      responses: { ...ok(AssetSaved), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const asset = await Assets.update(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ success: true, message: ASSET_UPDATED, asset }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/assets/{id}/',
      tags,
      middleware: [signedIn(), allow('assets:manage')] as const,
      request: { params: AssetIdParam },
      responses: { ...ok(MessageBody), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      await Assets.remove(c.get('memberCtx'), c.req.valid('param').id);
      return c.json({ success: true, message: ASSET_REMOVED }, 200);
    },
  );
