// Predictions and fantasy helper: pure maths over real inputs (odds, live probability, records).
export * from './normal';
export * from './predictions';
export * from './fantasy';
