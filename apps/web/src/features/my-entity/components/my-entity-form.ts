import { entities } from '@edu/shared';
import { z } from 'zod';

const shape = entities.entityForm.shape;

/** The entity's own edit form: name, description ≤400 and the three colours, with the shared rules. */
export const myEntityForm = z.object({
  entity_name: shape.entity_name,
  description: shape.description,
  bg_sidebar: shape.bg_sidebar,
  bg_buttons: shape.bg_buttons,
  font_color: shape.font_color,
});

export type MyEntityFormInput = z.input<typeof myEntityForm>;
export type MyEntityFormOutput = z.output<typeof myEntityForm>;
