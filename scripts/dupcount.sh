#!/usr/bin/env bash
# Issue 22's done-means, counted: same-shape pairs (the `duplicates` command) between the payables modules
# (bills, bill-payments, checks, journals, opening-balances, voids; test files left out) and between the list
# pages (*ListPage*.tsx). `-v` lists the pairs too.
set -euo pipefail
cd "$(dirname "$0")/.."
pay='^(bills|bill-payments|checks|journals|opening-balances|voids)/'
payables=$(duplicates --repo packages/server/src/modules --most 200 --seconds 120 |
  awk -v pay="$pay" '/^D[0-9]+ /{a=$2; b=$4; if (a ~ pay && b ~ pay && a !~ /\.test\./ && b !~ /\.test\./) print}')
lists=$(duplicates --repo packages/web/src/features --most 200 --seconds 120 |
  awk '/^D[0-9]+ /{a=$2; b=$4; if (a ~ /ListPage[^\/]*\.tsx/ && b ~ /ListPage[^\/]*\.tsx/) print}')
echo "payables pairs: $(grep -c . <<<"$payables" || true)"
echo "list-page pairs: $(grep -c . <<<"$lists" || true)"
if [ "${1:-}" = -v ]; then printf '%s\n%s\n' "$payables" "$lists"; fi
