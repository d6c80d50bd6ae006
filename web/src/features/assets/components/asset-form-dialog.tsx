import { zodResolver } from '@hookform/resolvers/zod';
import { accountTypeName, assetAccountTypes, type AssetView } from '@portal/contracts';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { TagsInput } from '../../../components/ui/tags-input';
import { Textarea } from '../../../components/ui/textarea';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useSaveAsset } from '../api/save-asset';
import { assetFormSchema, sectionTag, toAssetSave, toAssetValues, type AssetFormData, type AssetFormValues } from '../utils/asset-form';
import { AssetFileRow } from './asset-file-row';

interface AssetFormDialogProps {
  open: boolean;
  /** The group to edit; a new one is added without it. */
  asset?: AssetView;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add Asset and Edit Asset: the same form, blank or prefilled. */
export function AssetFormDialog({ open, asset, onClose, onSaved }: AssetFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title={asset ? 'Edit Asset' : 'Add Asset'} size="wide">
      {open && <AssetForm key={asset?.id ?? 'new'} asset={asset} onSaved={onSaved} />}
    </Dialog>
  );
}

function AssetForm({ asset, onSaved }: Pick<AssetFormDialogProps, 'asset' | 'onSaved'>) {
  const { register, control, handleSubmit, formState } = useForm<AssetFormValues, unknown, AssetFormData>({
    resolver: zodResolver(assetFormSchema),
    defaultValues: toAssetValues(asset),
  });
  const links = useFieldArray({ control, name: 'links' });
  const files = useFieldArray({ control, name: 'files' });
  const save = useSaveAsset(asset?.id);
  const { notification, showError } = useNotification();
  const { errors } = formState;
  const sectionError = errors.sections?.message ?? errors.sections?.find?.((e) => e)?.message;

  const submit = handleSubmit((data) =>
    save.mutate(toAssetSave(data, asset), { onSuccess: ({ message }) => onSaved(message), onError: (error) => showError(errorMessage(error)) }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={asset ? 'Edit Asset' : 'Add Asset'}>
      <Input label="Asset Name" required autoComplete="off" error={errors.asset_name?.message} {...register('asset_name')} />
      <Textarea label="Description" required rows={3} error={errors.description?.message} {...register('description')} />
      <fieldset className="details-section">
        <legend className="details-section-title">Account Types</legend>
        <div className="checkbox-grid">
          {assetAccountTypes.map((id) => (
            <Checkbox key={id} label={accountTypeName(id)} value={String(id)} {...register('membership_ids')} />
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="sections"
        render={({ field }) => (
          <TagsInput
            label="Resource Sections"
            hint="Type a page's path, such as /dashboard, and press Enter. Backspace removes the last one."
            placeholder="/dashboard"
            value={field.value}
            onChange={field.onChange}
            normalize={sectionTag}
            error={sectionError}
          />
        )}
      />
      <fieldset className="details-section">
        <legend className="details-section-title">Links</legend>
        {links.fields.map((item, index) => (
          <div key={item.id} className="form-grid asset-item-row">
            <Input label={`Link ${index + 1} Name`} autoComplete="off" error={errors.links?.[index]?.name?.message} {...register(`links.${index}.name`)} />
            <Input
              label={`Link ${index + 1} Path`}
              required
              autoComplete="off"
              placeholder="https://"
              error={errors.links?.[index]?.path?.message}
              {...register(`links.${index}.path`)}
            />
            <Button variant="secondary" className="button--small" onClick={() => links.remove(index)}>
              Remove Link {index + 1}
            </Button>
          </div>
        ))}
        <Button variant="secondary" className="button--small" onClick={() => links.append({ name: '', path: '' })}>
          Add Link
        </Button>
      </fieldset>
      <fieldset className="details-section">
        <legend className="details-section-title">Files</legend>
        {files.fields.map((item, index) => (
          <AssetFileRow key={item.id} control={control} register={register} index={index} errors={errors.files?.[index]} onRemove={() => files.remove(index)} />
        ))}
        <Button variant="secondary" className="button--small" onClick={() => files.append({ name: '', path: '', file: null })}>
          Add File
        </Button>
      </fieldset>
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={save.isPending} />
    </form>
  );
}
