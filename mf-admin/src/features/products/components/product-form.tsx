import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Fieldset, Flex, FormField, Grid, Text, formFieldStyles, radius, space } from 'shared-ui/design';
import { CATEGORY_LABELS } from 'shared-ui/format';
import { CATEGORIES } from 'shared-ui/pricing';
import type { AdminProduct } from 'shared-ui/types';
import { useSaveProduct } from '../api/save-product';
import { productImageProblem, useUploadProductImage } from '../api/upload-product-image';
import {
  EMPTY_PRODUCT,
  fieldOfServerMessage,
  formValuesOf,
  validateProduct,
  type FieldErrors,
  type ProductField,
  type ProductFormValues,
} from './product-form-values';

const Form = styled(Card)`
  ${formFieldStyles}
  input:not([type='file']),
  select,
  textarea {
    width: 100%;
  }
  textarea {
    min-height: 140px;
    resize: vertical;
  }
  /* A fieldset is at least as wide as its content by default: on a phone it would push the page sideways. */
  fieldset {
    min-width: 0;
  }
  input[type='file'] {
    max-width: 100%;
  }
`;

const Preview = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: ${radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const ImageRow = styled.div`
  display: flex;
  gap: ${space.md};
  align-items: flex-start;
  flex-wrap: wrap;
  > div {
    flex: 1 1 220px;
    min-width: 0;
  }
`;

export interface ProductFormProps {
  /** The product edited, or undefined for a new one. */
  product?: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}

/** Every Product field of the spec; problems are shown at their field, the server's too. */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(() => (product ? formValuesOf(product) : EMPTY_PRODUCT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  const save = useSaveProduct({
    onSuccess: (answer) => {
      setSaved(true);
      setValues(formValuesOf(answer));
      onSaved(answer);
    },
    onError: (_error, message) => {
      const field = fieldOfServerMessage(message);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      focusField(field ?? 'name');
    },
  });
  const upload = useUploadProductImage({
    onSuccess: ({ image }) => setValues((current) => ({ ...current, image })),
    onError: (_error, message) => setErrors((current) => ({ ...current, image: message })),
  });

  // The preview is a blob URL of the chosen file: freed when replaced or when the form goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const set = (field: ProductField) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const chooseImage = (file: File | undefined) => {
    if (!file) return;
    const problem = productImageProblem(file);
    if (problem) {
      setErrors((current) => ({ ...current, image: problem }));
      return;
    }
    setErrors((current) => ({ ...current, image: undefined }));
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    const { errors: found, input } = validateProduct(values);
    setErrors(found);
    if (!input) {
      focusField(Object.keys(found)[0] as ProductField);
      return;
    }
    // An edit leaves the stock to the reasoned adjustment beside the form.
    if (product) {
      const { countInStock: _stock, ...changes } = input;
      save.mutate({ id: product._id, input: changes });
    } else save.mutate({ id: null, input });
  };

  const control = (field: ProductField) => ({ value: values[field], onChange: set(field) });

  return (
    <Form as="form" padding="md" onSubmit={submit} noValidate aria-label={product ? 'Edit product' : 'New product'}>
      <Flex direction="column" gap="md">
        <Fieldset legend="Details" variant="section">
          <FormField id="product-name" label="Name" error={errors.name}>
            {(field) => <input {...field} {...control('name')} maxLength={200} />}
          </FormField>
          <Grid columns={{ base: 'minmax(0, 1fr)', sm: '1fr 1fr' }} gap="md">
            <FormField id="product-brand" label="Brand" error={errors.brand}>
              {(field) => <input {...field} {...control('brand')} maxLength={100} />}
            </FormField>
            <FormField id="product-category" label="Category" error={errors.category}>
              {(field) => (
                <select {...field} {...control('category')}>
                  <option value="">Choose…</option>
                  {CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </Grid>
          <FormField id="product-description" label="Description" error={errors.description}>
            {(field) => <textarea {...field} {...control('description')} maxLength={5000} />}
          </FormField>
        </Fieldset>
        <Fieldset legend="Price and stock" variant="section">
          <Grid columns={{ base: 'minmax(0, 1fr)', sm: '1fr 1fr 1fr' }} gap="md">
            <FormField id="product-price" label="Price ($)" error={errors.price}>
              {(field) => <input {...field} {...control('price')} inputMode="decimal" />}
            </FormField>
            <FormField
              id="product-originalPrice"
              label="Original price ($)"
              hint="The struck-through price; empty for none"
              error={errors.originalPrice}
            >
              {(field) => <input {...field} {...control('originalPrice')} inputMode="decimal" />}
            </FormField>
            <FormField
              id="product-countInStock"
              label="Stock"
              hint={product ? 'Change it with a stock adjustment' : undefined}
              error={errors.countInStock}
            >
              {(field) => (
                <input
                  {...field}
                  {...control('countInStock')}
                  // An edit shows the stock as it is now (the adjustment beside the form changes it).
                  {...(product ? { value: String(product.countInStock), readOnly: true } : {})}
                  inputMode="numeric"
                />
              )}
            </FormField>
          </Grid>
        </Fieldset>
        <Fieldset legend="Image" variant="section">
          <ImageRow>
            <Preview src={preview ?? (values.image || undefined)} alt={values.image ? 'Product image preview' : ''} />
            <div>
              <FormField label="Upload an image" hint="PNG, JPEG, WebP or GIF, at most 2 MB">
                {(field) => (
                  <input
                    {...field}
                    type="file"
                    accept="image/png,image/jpeg,image/webp,image/gif"
                    onChange={(event) => chooseImage(event.target.files?.[0])}
                  />
                )}
              </FormField>
              <FormField
                id="product-image"
                label="Image address"
                error={errors.image}
                hint={upload.isPending ? 'Uploading…' : undefined}
              >
                {(field) => <input {...field} {...control('image')} maxLength={500} />}
              </FormField>
            </div>
          </ImageRow>
        </Fieldset>
        {formError && (
          <Text as="p" role="alert" tone="danger" mt="none" mb="none">
            {formError}
          </Text>
        )}
        <Flex align="center" gap="md" wrap>
          <Button type="submit" disabled={save.isPending || upload.isPending}>
            {product ? 'Save changes' : 'Create product'}
          </Button>
          <Text role="status" tone="success">
            {saved ? 'Saved.' : ''}
          </Text>
        </Flex>
      </Flex>
    </Form>
  );
}

function focusField(field: ProductField) {
  document.getElementById(`product-${field}`)?.focus();
}
