import { entities } from '@edu/shared';
import { z } from 'zod';

const shape = entities.entityForm.shape;
const grading = entities.updateEntity.input.shape;

/**
 * The entity's own edit form: name, description ≤400 and the three colours, with the shared rules; and how grades count
 * (04 §4, decision 0037): the passing mark and when certificates are issued (decision 0054).
 */
export const myEntityForm = z.object({
  entity_name: shape.entity_name,
  description: shape.description,
  bg_sidebar: shape.bg_sidebar,
  bg_buttons: shape.bg_buttons,
  font_color: shape.font_color,
  passing_mark: grading.passing_mark.unwrap(),
  certificate_rule: grading.certificate_rule.unwrap(),
});

export type MyEntityFormInput = z.input<typeof myEntityForm>;
export type MyEntityFormOutput = z.output<typeof myEntityForm>;
