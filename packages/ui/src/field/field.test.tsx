import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select, TextArea, TextInput } from './controls';
import { Field } from './field';

describe('Field', () => {
  it('names the control by its label and marks it required', () => {
    render(
      <Field label="Email" required>
        <TextInput type="email" name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('describes the control with its hint and error and marks it invalid', () => {
    render(
      <Field label="Company" hint="As it appears on invoices" error="Enter your company name">
        <TextInput name="company" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const descriptions = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toEqual(['As it appears on invoices', 'Enter your company name']);
  });

  it('wires a text area and a select the same way, and keeps a caller id', () => {
    render(
      <>
        <Field label="Message" error="Write a message">
          <TextArea name="message" />
        </Field>
        <Field label="Region" id="region">
          <Select name="region" defaultValue="AU">
            <option value="AU">Australia</option>
            <option value="US">United States</option>
          </Select>
        </Field>
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(region.id).toBe('region');
    expect(region.hasAttribute('aria-describedby')).toBe(false);
  });

  it('leaves a control outside a Field untouched', () => {
    render(<TextInput aria-label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.id).toBe('');
  });
});
