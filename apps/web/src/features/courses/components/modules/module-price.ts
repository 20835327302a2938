import { type CourseOutput, formatSoles, M } from '@edu/shared';

/** 'S/ 300.00', or 'Gratis' for a module without a price (02 §2.3). */
export const modulePriceText = (module: CourseOutput) =>
  module.free ? M.FREE : formatSoles(module.price.course_price);
