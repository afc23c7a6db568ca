import type { AdminProduct, AdminProductInput } from 'shared-ui/types';

/** The form's fields as typed: text until sent. */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: string;
  description: string;
  image: string;
  price: string;
  originalPrice: string;
  countInStock: string;
}

export type ProductField = keyof ProductFormValues;
export type FieldErrors = Partial<Record<ProductField, string>>;

export const PRODUCT_FIELDS: ProductField[] = [
  'name',
  'brand',
  'category',
  'description',
  'image',
  'price',
  'originalPrice',
  'countInStock',
];

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  brand: '',
  category: '',
  description: '',
  image: '',
  price: '',
  originalPrice: '',
  countInStock: '0',
};

export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    image: product.image,
    price: String(product.price),
    originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
    countInStock: String(product.countInStock),
  };
}

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The same rules the server applies (shared-ui/src/contract/admin.ts), checked first so a person sees
 * every problem at once; the server's own 400 still lands at its field.
 */
export function validateProduct(values: ProductFormValues): { errors: FieldErrors; input: AdminProductInput | null } {
  const errors: FieldErrors = {};
  const required = (field: ProductField, label: string) => {
    if (!values[field].trim()) errors[field] = `${label} is required`;
  };
  required('name', 'Name');
  required('brand', 'Brand');
  required('description', 'Description');
  required('image', 'Image');
  if (!values.category) errors.category = 'Choose a category';
  if (!DOLLARS.test(values.price.trim())) errors.price = 'Price must be an amount in dollars with at most two decimals';
  const original = values.originalPrice.trim();
  if (original && !DOLLARS.test(original))
    errors.originalPrice = 'Original price must be an amount in dollars with at most two decimals';
  else if (original && Number(original) <= Number(values.price))
    errors.originalPrice = 'Original price must be above the price to show a discount';
  if (!/^\d{1,7}$/.test(values.countInStock.trim())) errors.countInStock = 'Stock must be a whole number, 0 or more';
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name: values.name.trim(),
      brand: values.brand.trim(),
      category: values.category as AdminProductInput['category'],
      description: values.description.trim(),
      image: values.image.trim(),
      price: Number(values.price),
      originalPrice: original ? Number(original) : null,
      countInStock: Number(values.countInStock),
    },
  };
}

/**
 * The field a server message is about: its messages start with the field's name
 * ("price must be a number of dollars ..."); anything else belongs to the whole form.
 */
export function fieldOfServerMessage(message: string): ProductField | null {
  const first = /^\/?([A-Za-z]+)/.exec(message)?.[1];
  return PRODUCT_FIELDS.find((field) => field === first) ?? null;
}
