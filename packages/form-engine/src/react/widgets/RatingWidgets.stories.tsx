import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const stars: FieldOfType<'stars'> = {
  id: 'rating',
  name: 'rating',
  type: 'stars',
  label: 'Calificación del servicio',
};
const emotion: FieldOfType<'emotion'> = {
  id: 'mood',
  name: 'mood',
  type: 'emotion',
  label: '¿Cómo te sientes hoy?',
  labels: ['Muy mal', 'Mal', 'Regular', 'Bien', 'Muy bien'],
};
const reactions: FieldOfType<'reactions'> = {
  id: 'reaction',
  name: 'reaction',
  type: 'reactions',
  label: '¿Qué te pareció el anuncio?',
  max: 3,
  labels: ['No me gusta', 'Me da igual', 'Me encanta'],
};

const meta = {
  title: 'Formularios/Campos/Calificaciones',
  component: FieldPlayground,
  args: { field: stars },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stars: empty, filled, invalid (required), skipped, read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={stars} filled={4} />,
};

/** Faces (emotion), in every state. */
export const EmotionStates: Story = {
  render: () => <FieldStates field={emotion} filled={2} />,
};

/** Reactions with their labels, in every state. */
export const ReactionsStates: Story = {
  render: () => <FieldStates field={reactions} filled={3} />,
};

/** Clicks what the user sees: the star, face or reaction drawn for a hidden radio. */
async function choose(radio: HTMLInputElement) {
  await userEvent.click(radio.labels?.[0] ?? radio);
}

/** Stars are named '4 de 5'; arrow keys move between them. */
export const Input: Story = {
  play: async ({ canvas, globals }) => {
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    const of = globals.locale === 'en-US' ? 'of' : 'de';
    await choose(canvas.getByRole('radio', { name: `4 ${of} 5` }));
    await expect(output).toHaveTextContent('4');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: `3 ${of} 5` })).toBeChecked();
    await expect(output).toHaveTextContent('3');
  },
};

/** Faces are named by the field's labels. */
export const EmotionInput: Story = {
  args: { field: emotion },
  play: async ({ canvas }) => {
    await choose(canvas.getByRole('radio', { name: 'Bien' }));
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('4');
  },
};

/** Reactions show their labels; the value is the number of the reaction. */
export const ReactionsInput: Story = {
  args: { field: reactions },
  play: async ({ canvas }) => {
    await choose(canvas.getByRole('radio', { name: 'Me encanta' }));
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('3');
  },
};
