import { RISK_BANDS, riskFromScamScore, type RiskLevel } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The one wording of the contract's risk bands (issue 19): "Low risk", "Moderate risk", "High
 * risk", with their limits, for the result, its gauge, History and the dashboard alike.
 */
export function useRiskBandText() {
  const { t } = useTranslation('common');
  const name = (level: RiskLevel): string => t(`riskBands.${level}`);
  const withRange = (level: RiskLevel): string => {
    const band = RISK_BANDS.find((b) => b.level === level);
    return t('riskBands.withRange', { band: name(level), min: band?.min, max: band?.max });
  };
  const ofScore = (score: number): string => name(riskFromScamScore(score).level);
  return { name, withRange, ofScore };
}
