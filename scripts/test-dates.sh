#!/usr/bin/env bash
# `npm run test:dates`: the tests that read the clock, run with the machine's clock moved (issue 46) by
# Debian's faketime to the days a date bug shows on: a month's and a year's last minutes, a year's first,
# a leap day, and São Paulo's old daylight-saving changes (clocks forward on 2018-11-04, back on
# 2019-02-17). A test that passes only on the day it was written fails here. TEST_DATABASE_URL runs the
# server's on PostgreSQL too.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime não encontrado: instale o pacote Debian 'faketime' (apt-get install faketime)."; exit 1; }

# The test files that touch dates: what they use to read or move the clock, or to build a day.
mapfile -t files < <(grep -rlE 'Date\.now|setSystemTime|useFakeTimers|backdate|86_400_000|exp_at|expires_at|startOfDay|lastMonths|isoDay|formatDay' \
  src scripts --include='*.test.ts' --include='*.test.tsx' | sort)
server=() renderer=()
for f in "${files[@]}"; do [[ $f == src/renderer/* ]] && renderer+=("$f") || server+=("$f"); done

DAYS=('2026-11-30 23:30:00' '2026-12-31 23:50:00' '2027-01-01 00:10:00' '2028-02-29 12:00:00' '2018-11-03 23:40:00' '2019-02-16 23:40:00')
failed=()
for day in "${DAYS[@]}"; do
  echo "=== Relógio em $day (São Paulo): ${#server[@]} arquivos do servidor, ${#renderer[@]} da interface ==="
  TZ=America/Sao_Paulo faketime "$day" npx vitest run --project 'server*' --project 'renderer*' "${server[@]}" "${renderer[@]}" || failed+=("$day")
done
if ((${#failed[@]})); then
  printf 'Falharam com o relógio em: %s\n' "${failed[@]}"
  exit 1
fi
echo "Todos os testes de datas passaram nos ${#DAYS[@]} dias."
