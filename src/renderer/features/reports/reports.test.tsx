// 'Suas Vendas' (issue 26): the labels of small values sat on the month names. The chart is drawn on a
// canvas, where no test can read a label's place: these read the chart's settings.
import { describe, expect, it } from 'vitest';
import { salesChart } from './ReportsPage';

const quiet = {
  financeiro: { 'jun/2026': 4, 'jul/2026': 12.5, 'ago/2026': 2500, 'set/2026': 0, 'out/2026': 8, 'nov/2026': 3 },
  novos_usuarios_iptv: [],
  novos_usuarios_p2p: [],
  novos_usuarios_migrados: [],
};

describe("'Suas Vendas'", () => {
  it('moves overlapping labels apart, then back inside the plot: never down onto the month names', () => {
    for (const mobile of [false, true])
      expect(salesChart(quiet, mobile).label.transform).toEqual([{ type: 'overlapDodgeY' }, { type: 'exceedAdjust', bounds: 'main' }]);
  });

  it('writes whole reais on a phone, where the bars stand close, and the cents on a computer', () => {
    const text = (mobile: boolean) => {
      const chart = salesChart(quiet, mobile);
      return chart.data.map((d) => chart.label.text(d).replace(/\u00a0/g, ' '));
    };
    expect(text(true)).toEqual(['R$ 4', 'R$ 13', 'R$ 2.500', 'R$ 0', 'R$ 8', 'R$ 3']);
    expect(text(false)).toEqual(['R$ 4,00', 'R$ 12,50', 'R$ 2.500,00', 'R$ 0,00', 'R$ 8,00', 'R$ 3,00']);
  });
});
