// The football field drawn to scale, shared by the learning area's rule diagrams and the hub's
// live situation: an entry point of its own (`@gg/ui/field`), so only pages that draw a field load it.
export { BALL_LENGTH, FIELD, Field, GoalpostShape, opp, own, type FieldProps } from './field';
export { DESIGN_WIDTH_PX, DiagramSvg, ScaleContext, scaleForWidth, useScale, type DiagramScale, type ViewBox } from './diagram-svg';
