#!/bin/sh
# cold-cli.sh: time every citecheck command as a whole process (a fresh
# process per run, warm page cache) against a scale Vault, with
# /usr/bin/time -f "%e %M" (wall seconds, peak RSS in KB). Prints one line
# per command: runs, wall min / median / max, peak RSS max (MB).
# BENCHMARKS.md, "Build and memory at 1M chunks, and every CLI path cold".
#
# Usage: cold-cli.sh CITECHECK D RUNS [BATCH_RUNS [BUILD_RUNS]]
#   D is a scale folder (vaulttest.ScaleDir(): index/, made by
#   BenchmarkScale1MBuild; source/ by TestScaleSourceFolder; batch-case.json,
#   responses.jsonl, suite/ by checks/batch TestScaleBatchFiles).
#   RUNS times each one-answer command; BATCH_RUNS (default 1) each command
#   over the 10,000-answer batch (minutes each on a loaded machine);
#   BUILD_RUNS (default 0) `vault build` of D/source.
set -eu
C=$1 D=$2 RUNS=$3 BATCH_RUNS=${4:-1} BUILD_RUNS=${5:-0}
W=$(mktemp -d "${TMPDIR:-/tmp}/cold-cli.XXXXXX")
trap 'rm -rf "$W"' EXIT
AT=2026-06-15T14:00:00Z

# timeit NAME PREP CMD...: runs PREP (a shell snippet: cleanup between
# runs) then CMD, RUNS times; exit codes 0 and 1 count as runs (1: some
# criterion failed), anything else stops.
timeit() {
	name=$1 prep=$2 n=$3
	shift 3
	: >"$W/times"
	i=0
	while [ "$i" -lt "$n" ]; do
		sh -c "$prep"
		rc=0
		/usr/bin/time -f "%e %M" -o "$W/t" "$@" >/dev/null 2>"$W/err" || rc=$?
		if [ "$rc" -gt 1 ]; then
			echo "$name: exit $rc" >&2
			cat "$W/err" >&2
			exit 1
		fi
		tail -n 1 "$W/t" >>"$W/times" # time prefixes a line when the exit is not 0
		i=$((i + 1))
	done
	sort -n "$W/times" | awk -v name="$name" '
		{ w[NR] = $1; if ($2 > m) m = $2 }
		END { printf "%-28s %2d runs  wall %.2f / %.2f / %.2f s  peak RSS %d MB\n", name, NR, w[1], w[int((NR + 1) / 2)], w[NR], m / 1024 }'
}

X=$D/index
R=$D/suite/responses/scale-001.json
timeit "version" ":" "$RUNS" $C version
timeit "vault get" ":" "$RUNS" $C vault get SYN-003030 --vault "$X"
timeit "vault access" ":" "$RUNS" $C vault access --user u-001 --at $AT SYN-003030 SYN-000050 --vault "$X"
timeit "retrieve" ":" "$RUNS" $C retrieve --vault "$X" --user u-001 --at $AT forum selection clause
timeit "extract (no Vault)" ":" "$RUNS" $C extract "$R"
timeit "extract --vault" ":" "$RUNS" $C extract "$R" --vault "$X"
timeit "grade, one answer" "rm -rf $W/one" "$RUNS" $C grade "$R" --case "$D/batch-case.json" --out "$W/one" -q
timeit "test, 100-response suite" ":" "$RUNS" $C test "$D/suite" -q
timeit "grade, 10,000 answers" "rm -rf $W/batch" "$BATCH_RUNS" $C grade --jsonl "$D/responses.jsonl" --case "$D/batch-case.json" --out "$W/batch" -q
# a second run for compare: the same batch into another folder
$C grade --jsonl "$D/responses.jsonl" --case "$D/batch-case.json" --out "$W/batch2" -q >/dev/null 2>&1 || true
timeit "report (10,000 results)" "rm -f $W/run.html" "$BATCH_RUNS" $C report "$W/batch/results" -o "$W/run.html"
timeit "compare (10,000 x 2)" ":" "$BATCH_RUNS" $C compare "$W/batch/results" "$W/batch2/results"
timeit "merge (10,000 results)" "rm -rf $W/merged" "$BATCH_RUNS" $C merge "$W/batch/results" --out "$W/merged"
if [ "$BUILD_RUNS" -gt 0 ]; then
	timeit "vault build" "rm -rf $W/built" "$BUILD_RUNS" $C vault build "$D/source" --out "$W/built"
fi
