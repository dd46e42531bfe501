import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdvancedIcon, OrganizationIcon, ToolsIcon } from '../../components/Icons/Icons.tsx';
import { LinkCard, LinkCardGrid, LinkCardGridItem } from './LinkCard.tsx';

const texts = {
  'es-MX': {
    list: 'Áreas',
    cards: [
      { title: 'Personas', description: 'El directorio de la organización, sus documentos y su historial.' },
      { title: 'Organigrama', description: 'Quién reporta a quién.' },
      {
        title: 'Registro de auditoría',
        description: 'Lo que se hizo mientras alguien actuaba como otra persona.',
      },
    ],
  },
  'en-US': {
    list: 'Areas',
    cards: [
      { title: 'People', description: "The organization's directory, their documents and history." },
      { title: 'Org chart', description: 'Who reports to whom.' },
      { title: 'Audit log', description: 'What was done while someone acted as another person.' },
    ],
  },
} as const;
const textsFor = (globals: Record<string, unknown>) =>
  texts[String(globals.locale) === 'en-US' ? 'en-US' : 'es-MX'];
const icons = [<OrganizationIcon key="people" />, <ToolsIcon key="chart" />, <AdvancedIcon key="audit" />];

const meta = {
  title: 'Patrones/LinkCard',
  component: LinkCard,
  args: { href: '#/people', title: '' },
  render: (_args, { globals }) => {
    const t = textsFor(globals);
    return (
      <LinkCardGrid label={t.list}>
        {t.cards.map((card, index) => (
          <LinkCardGridItem key={card.title}>
            <LinkCard
              href={`#/${index}`}
              title={card.title}
              description={card.description}
              icon={icons[index]}
            />
          </LinkCardGridItem>
        ))}
      </LinkCardGrid>
    );
  },
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hub's areas: each card one link named by its title, in as many columns as fit. */
export const Grid: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    const list = canvas.getByRole('list', { name: t.list });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: new RegExp(t.cards[1].title) })).toHaveAttribute(
      'href',
      '#/1',
    );
  },
};

/** At 375 px the cards stack in one column and long purposes wrap. */
export const Phone: Story = {
  render: (args, context) => <div style={{ width: 375 }}>{meta.render(args, context)}</div>,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('link');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};
