import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_TYPE_CODES } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetGlobalState, useGlobalStore } from '../../state/index.js';
import { type FakeServer, installFakeServer } from '../../test-support/fake-server.js';
import { fieldOf, optionsOf, press, renderWidget } from '../../test-support/field-widget-harness.js';
import { sanitiseHtml } from './sanitise-html.js';

let server: FakeServer;
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});
afterEach(() => resetGlobalState());

describe('every field type', () => {
  it.each(FIELD_TYPE_CODES)(
    '%s: inputId on a focusable element, aria-invalid with the error text, disabled hint, read-only',
    async (type) => {
      const field = fieldOf({ type, apiName: `x_${type}`, label: `Type ${type}` });
      const invalid = await renderWidget({ field, error: 'please enter Type', required: true });
      const control = invalid.container.querySelector(`#${invalid.inputId}`) as HTMLElement;
      expect(control, 'inputId names an element').not.toBeNull();
      control.focus();
      expect(document.activeElement).toBe(control);
      if (type !== 'V' && type !== 'Z' && type !== 'AD' && type !== 'LT') {
        expect(control).toHaveAttribute('aria-invalid', 'true');
      }
      expect(screen.getByRole('alert')).toHaveTextContent('please enter Type');
      expect(control.getAttribute('aria-describedby')).toContain(`${invalid.inputId}-error`);
      invalid.unmount();

      const disabled = await renderWidget({ field, disabled: true, disabledHint: 'Choose a country first' });
      expect(screen.getByText('Choose a country first')).toBeInTheDocument();
      disabled.unmount();

      const readOnly = await renderWidget({ field, readOnly: true });
      expect(readOnly.container.querySelector('input:not([type="file"]):not([hidden]), textarea')).toBeNull();
      readOnly.unmount();
    },
  );
});

describe('checkbox (B)', () => {
  it('[S2-D-008] toggles with the keyboard and reports booleans', async () => {
    const field = fieldOf({ type: 'B', label: 'Active' });
    const view = await renderWidget({ field });
    const box = screen.getByLabelText('Active');
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastValue()).toBe(true);
    await userEvent.keyboard(' ');
    expect(view.lastValue()).toBe(false);
  });

  it("reads 'true' from the wire and shows Yes/No read-only", async () => {
    await renderWidget({ field: fieldOf({ type: 'B', label: 'Active' }), initial: 'true', readOnly: true });
    expect(screen.getByRole('textbox', { name: 'Active' })).toHaveTextContent('Yes');
  });
});

describe('number (N), percent (P), currency (c)', () => {
  it('[S2-V-004][S2-V-006][S2-D-010] a number (N) rounds to the decimal places and steps by one unit with the arrow keys', async () => {
    const view = await renderWidget({
      field: fieldOf({ type: 'N', label: 'Amount', length: 8, decimalPlaces: 2 }),
    });
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '12.345');
    await userEvent.tab();
    expect(input).toHaveValue('12.35');
    expect(view.lastValue()).toBe(12.35);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(view.lastValue()).toBe(12.36);
  });

  it('[S2-V-005][S2-V-007] brings a value past the limit back to max = 10^(length − decimals − 1) − step, min its negative', async () => {
    const view = await renderWidget({
      field: fieldOf({ type: 'N', label: 'Qty', length: 5, decimalPlaces: 1 }),
    });
    const input = screen.getByLabelText('Qty');
    expect(input).toHaveAttribute('aria-valuemax', '999.9');
    expect(input).toHaveAttribute('aria-valuemin', '-999.9');
    await userEvent.type(input, '123456');
    await userEvent.tab();
    expect(input).toHaveValue('999.9');
    expect(view.lastValue()).toBe(999.9);
    await userEvent.clear(input);
    await userEvent.type(input, '-5000');
    await userEvent.tab();
    expect(view.lastValue()).toBe(-999.9);
  });

  it('[S2-D-011] a currency (c) keeps every digit of the largest 18-digit value as text', async () => {
    const view = await renderWidget({
      field: fieldOf({ type: 'c', label: 'Total', length: 18, decimalPlaces: 2 }),
    });
    const input = screen.getByLabelText('Total');
    await userEvent.type(input, '999999999999999.99');
    await userEvent.tab();
    expect(view.lastValue()).toBe('999999999999999.99');
  });

  it('[S2-D-009] percent uses schemefieldLength and shows %; currency shows the record or user currency', async () => {
    useGlobalStore.setState({ currencyCode: 'EUR' });
    const view = await renderWidget({
      field: fieldOf({ type: 'P', label: 'Rate', length: 18, schemefieldLength: 3, decimalPlaces: 0 }),
    });
    expect(screen.getByLabelText('Rate')).toHaveAttribute('aria-valuemax', '99');
    expect(view.container).toHaveTextContent('%');
    // decimalPlaces 0: a percent is rounded to whole numbers.
    await userEvent.type(screen.getByLabelText('Rate'), '42.6');
    await userEvent.tab();
    expect(screen.getByLabelText('Rate')).toHaveValue('43');
    expect(view.lastValue()).toBe(43);
    view.unmount();
    const euro = await renderWidget({ field: fieldOf({ type: 'c', label: 'Price', decimalPlaces: 2 }) });
    expect(euro.container).toHaveTextContent('EUR');
    euro.unmount();
    const given = await renderWidget({
      field: fieldOf({ type: 'c', label: 'Price', decimalPlaces: 2 }),
      currencyCode: 'JPY',
      initial: 1234.5,
      readOnly: true,
    });
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveTextContent('JPY 1,234.50');
    given.unmount();
  });

  it('clearing the number reports null', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'N', label: 'Qty', length: 5 }), initial: 12 });
    await userEvent.clear(screen.getByLabelText('Qty'));
    expect(view.lastValue()).toBeNull();
  });
});

describe('text types', () => {
  it('text (S) stops at the field length; e-mail, phone and URL get their input types', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'S', label: 'Code', length: 4 }) });
    await userEvent.type(screen.getByLabelText('Code'), 'ABCDEF');
    expect(view.lastValue()).toBe('ABCD');
    view.unmount();
    for (const [type, inputType] of [
      ['E', 'email'],
      ['H', 'tel'],
      ['U', 'url'],
    ] as const) {
      const typed = await renderWidget({ field: fieldOf({ type, label: `T${type}` }) });
      expect(screen.getByLabelText(`T${type}`)).toHaveAttribute('type', inputType);
      typed.unmount();
    }
  });

  it('long text (X) is a textarea that keeps line breaks', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'X', label: 'Notes' }) });
    await userEvent.type(screen.getByLabelText('Notes'), 'one{Enter}two');
    expect(view.lastValue()).toBe('one\ntwo');
  });

  it('read-only e-mail, phone and URL are links; a javascript: URL is not', async () => {
    const mail = await renderWidget({
      field: fieldOf({ type: 'E', label: 'Mail' }),
      initial: 'a@b.co',
      readOnly: true,
    });
    expect(screen.getByRole('link', { name: 'a@b.co' })).toHaveAttribute('href', 'mailto:a@b.co');
    mail.unmount();
    const url = await renderWidget({
      field: fieldOf({ type: 'U', label: 'Site' }),
      initial: 'vela.example',
      readOnly: true,
    });
    expect(screen.getByRole('link', { name: 'vela.example' })).toHaveAttribute(
      'href',
      'https://vela.example/',
    );
    url.unmount();
    await renderWidget({
      field: fieldOf({ type: 'U', label: 'Bad' }),
      initial: 'javascript:alert(1)',
      readOnly: true,
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Bad' })).toHaveTextContent('javascript:alert(1)');
  });

  it('auto-number (V) and formula (Z) are always read-only and say where the value comes from', async () => {
    const auto = await renderWidget({ field: fieldOf({ type: 'V', label: 'Number' }) });
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveTextContent(
      'Assigned when the record is saved.',
    );
    expect(auto.container.querySelector('input')).toBeNull();
    auto.unmount();
    await renderWidget({ field: fieldOf({ type: 'Z', label: 'Margin' }), initial: '42%' });
    expect(screen.getByRole('textbox', { name: 'Margin' })).toHaveTextContent('42%');
  });
});

describe('rich text (A)', () => {
  it('wraps the selection in bold from the toolbar and previews only sanitised HTML', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'A', label: 'Body' }) });
    const area = screen.getByRole('textbox', { name: 'Body' }) as HTMLTextAreaElement;
    await userEvent.type(area, 'hello');
    area.setSelectionRange(0, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(view.lastValue()).toBe('<b>hello</b>');
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('hello').tagName).toBe('B');
  });

  it('never injects script, handlers, styles or javascript: links', () => {
    const dirty =
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://vela.example/x" style="color:red">good</a></p>' +
      '<style>body{}</style><iframe src="https://evil"></iframe>';
    expect(sanitiseHtml(dirty)).toBe(
      '<p>Hi <b>there</b><a>bad</a> <a href="https://vela.example/x" target="_blank" rel="noopener noreferrer">good</a></p>',
    );
  });

  it('read-only shows the sanitised HTML', async () => {
    const view = await renderWidget({
      field: fieldOf({ type: 'A', label: 'Body' }),
      initial: '<ul><li>one</li></ul><script>window.hacked = true</script>',
      readOnly: true,
    });
    expect(view.container.querySelector('li')).toHaveTextContent('one');
    expect(view.container.querySelector('script')).toBeNull();
  });
});

describe('picklist (L) and multi-select (Q)', () => {
  const options = optionsOf(['hot', 'Hot'], ['warm', 'Warm'], ['cold', 'Cold']);

  it('[S2-D-016] picks by typing and Enter, from props.options only', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'L', label: 'Rating' }), options });
    const box = screen.getByLabelText('Rating');
    await userEvent.click(box);
    await userEvent.keyboard('wa');
    press(box, 'Enter');
    expect(view.lastValue()).toBe('warm');
    expect(screen.getByTestId('value')).toHaveTextContent('"warm"');
  });

  it('[S2-D-015] multi-select reports the chosen codekeys as a list and reads ;-joined values', async () => {
    const view = await renderWidget({
      field: fieldOf({ type: 'Q', label: 'Tags' }),
      options,
      initial: 'hot;cold',
    });
    expect(view.container).toHaveTextContent('Hot');
    expect(view.container).toHaveTextContent('Cold');
    const box = screen.getByLabelText('Tags');
    await userEvent.click(box);
    await userEvent.keyboard('warm');
    press(box, 'Enter');
    expect(view.lastValue()).toEqual(['hot', 'cold', 'warm']);
  });

  it('read-only shows labels; a value no longer offered still shows', async () => {
    await renderWidget({
      field: fieldOf({ type: 'Q', label: 'Tags' }),
      options,
      initial: ['hot', 'gone'],
      readOnly: true,
    });
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveTextContent('Hot; gone');
  });

  it('disabled with the controlling field empty: cannot be opened, the hint says why', async () => {
    await renderWidget({
      field: fieldOf({ type: 'L', label: 'Province' }),
      options,
      disabled: true,
      disabledHint: 'Choose a country first',
    });
    const box = screen.getByLabelText('Province');
    expect(box).toBeDisabled();
    expect(box.getAttribute('aria-describedby')).toContain('field-f-hint');
    fireEvent.mouseDown(box);
    await act(async () => {});
    expect(screen.queryByText('Warm')).toBeNull();
    await waitFor(() => expect(server.calls).toHaveLength(0));
  });
});
