import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Condition, FormField } from '../core/index.ts';
import { ConditionBuilder, type ConditionBuilderProps } from './ConditionBuilder.tsx';

const variables: FormField[] = [
  { id: 'score', name: 'score', type: 'integer', label: 'Puntaje' },
  { id: 'approved', name: 'approved', type: 'boolean', label: 'Aprobado' },
  { id: 'area', name: 'area', type: 'multiple_choice', label: 'Área', choices: [] },
];

/** A controlled builder outside any FormBuilder, as the workflow studio uses it. */
function Harness(
  props: Partial<ConditionBuilderProps> & { onCondition: (c: Condition | undefined) => void },
) {
  const { onCondition, ...rest } = props;
  const [condition, setCondition] = useState<Condition | undefined>(props.condition);
  return (
    <ConditionBuilder
      legend="Condición del flujo"
      candidates={variables}
      {...rest}
      condition={condition}
      onChange={(next) => {
        setCondition(next);
        onCondition(next);
      }}
    />
  );
}

// Like the FormBuilder suite: jsdom user-event flows are slow on a loaded machine.
describe('ConditionBuilder', { timeout: 30_000 }, () => {
  it('builds a condition over the candidates without a surrounding form builder', async () => {
    const user = userEvent.setup();
    const onCondition = vi.fn();
    render(<Harness onCondition={onCondition} locale="es-MX" operandLabel="Variable" />);
    const group = screen.getByRole('group', { name: 'Condición del flujo' });
    expect(within(group).getByText('Sin condiciones.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar condición' }));
    expect(onCondition).toHaveBeenLastCalledWith({ all: [{ field: 'score', operator: 'equals', value: 0 }] });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Operador' }), 'gte');
    const value = screen.getByRole('spinbutton', { name: 'Valor' });
    await user.clear(value);
    await user.type(value, '8');
    expect(onCondition).toHaveBeenLastCalledWith({ all: [{ field: 'score', operator: 'gte', value: 8 }] });

    await user.click(screen.getByRole('button', { name: 'Agregar condición' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Variable' })[1]!, 'approved');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Se cumplen' }), 'any');
    expect(onCondition).toHaveBeenLastCalledWith({
      any: [
        { field: 'score', operator: 'gte', value: 8 },
        { field: 'approved', operator: 'equals', value: true },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Quitar condición 1' }));
    await user.click(screen.getByRole('button', { name: 'Quitar condición 1' }));
    expect(onCondition).toHaveBeenLastCalledWith(undefined);
  });

  it('takes free text for a choice operand whose choices are unknown', async () => {
    const user = userEvent.setup();
    const onCondition = vi.fn();
    render(
      <Harness
        onCondition={onCondition}
        locale="en-US"
        condition={{ field: 'area', operator: 'equals', value: '' }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'Ventas');
    expect(onCondition).toHaveBeenLastCalledWith({
      all: [{ field: 'area', operator: 'equals', value: 'Ventas' }],
    });
  });

  it('speaks English for en-US and says when there is nothing to compare', () => {
    render(
      <ConditionBuilder
        legend="Flow condition"
        condition={undefined}
        candidates={[]}
        onChange={vi.fn()}
        locale="en-US"
      />,
    );
    expect(screen.getByText('There is nothing to compare with yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add condition' })).not.toBeInTheDocument();
  });

  it('disables every control when disabled, keeping the condition readable', () => {
    render(
      <ConditionBuilder
        legend="Condición del flujo"
        condition={{ all: [{ field: 'score', operator: 'gt', value: 3 }] }}
        candidates={variables}
        onChange={vi.fn()}
        locale="es-MX"
        disabled
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Campo' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Operador' })).toHaveValue('gt');
    expect(screen.getByRole('spinbutton', { name: 'Valor' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Valor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar condición 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar condición' })).toBeDisabled();
  });

  it('offers only removal for a condition with nested groups', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ConditionBuilder
        legend="Condición del flujo"
        condition={{ all: [{ any: [{ field: 'score', operator: 'gt', value: 3 }] }] }}
        candidates={variables}
        onChange={onChange}
        locale="es-MX"
      />,
    );
    expect(
      screen.getByText('Esta condición tiene grupos anidados y solo se edita en JSON.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar todas las condiciones' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
