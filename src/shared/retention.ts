// How long a record is kept, as the admin sets it (the changes of 'Alterações', the lines of 'Lixeira').
import { z } from 'zod';
import { numeral } from './numeral';

export const retentionBody = (min: number, max: number) =>
  z.object({
    days: numeral(
      z
        .number({ error: 'Informe o número de dias.' })
        .int('Informe um número inteiro de dias.')
        .min(min, `No mínimo ${min} ${min === 1 ? 'dia' : 'dias'}.`)
        .max(max, `No máximo ${max} dias.`),
    ),
  });
