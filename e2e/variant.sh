#!/usr/bin/env bash
# Builds a copy of the course in which the lessons are of the kinds the
# browser tests must take in their stride, then runs the tests there: a
# lesson just made by `go run . new devre-kesici` (its own model, one
# table, one chart, one control), the second lesson (geri-basinc) reduced
# to one chart, a lesson of prose alone (no model:, so no figures,
# tables, charts or controls), and one of prose without a section (a
# reading list: no table of contents either). Arguments go to go test:
#   bash e2e/variant.sh -run TestChartsOnDemand -v
set -euo pipefail
cd "$(dirname "$0")/.."
# The copy goes to $E2E_VARIANT_DIR when set (and stays), else to a
# temporary folder removed at the end.
if [ -n "${E2E_VARIANT_DIR:-}" ]; then
  copy=$E2E_VARIANT_DIR
  mkdir -p "$copy"
else
  copy=$(mktemp -d "${TMPDIR:-/tmp}/e2e-variant-XXXXXX")
  trap 'rm -rf "$copy"' EXIT
fi
git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -C "$copy" -xf -
# A new lesson, as an author starts one.
(cd "$copy" && go run . new devre-kesici >/dev/null)
# One chart: the second lesson loses its latency chart.
sed -i '/^{{ grafik "gecikme" }}$/d' "$copy/content/geri-basinc/index.md"
grep -c '{{ grafik' "$copy/content/geri-basinc/index.md" | grep -qx 1
# A lesson without a model (duz-yazi) and one without sections
# (okuma-listesi), as TestVariantLessons adds them too.
cp -R e2e/testdata/variant/. "$copy/content/"
echo "e2e/variant.sh: the course's copy is $copy" >&2
# The tests run in the copy, compiled from it: the site they build holds the
# models compiled into them, the new lesson's among them.
cd "$copy"
go test ./e2e -count=1 "$@"
