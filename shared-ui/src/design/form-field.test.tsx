import { screen } from '@testing-library/react';
import { FormField } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('FormField', () => {
  it('names the control by its label', () => {
    renderWithShop(<FormField label="City">{(control) => <input {...control} type="text" />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the error to the control and marks it invalid', () => {
    renderWithShop(
      <FormField label="City" error="City is required">
        {(control) => <input {...control} type="text" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('City is required');
  });

  it('describes the control by its hint and its error, in that order', () => {
    renderWithShop(
      <FormField id="photo" label="Profile Photo" hint="PNG or JPEG, up to 2 MB." error="Please choose an image file.">
        {(control) => <input {...control} type="text" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Profile Photo' });
    expect(input).toHaveAttribute('id', 'photo');
    expect(input).toHaveAttribute('aria-describedby', 'photo-hint photo-error');
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 2 MB. Please choose an image file.');
  });
});
