/** Whether bit `index` of a user level (a bit mask) is set; bit 2 grants predictor rights. */
export function hasLevelBit(level: number, index: number): boolean {
  if (!Number.isInteger(level) || !Number.isInteger(index) || index < 0 || index > 30) return false;
  return (level & (1 << index)) !== 0;
}

/** Predictor links and widget need the switch on and the level bit set. */
export function canUsePredictor(level: number, predictorEnabled: boolean, bit = 2): boolean {
  return predictorEnabled && hasLevelBit(level, bit);
}
