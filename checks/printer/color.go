package printer

import "github.com/citecheck/citecheck/checks"

// painter colours the text report for a terminal with ANSI SGR codes:
// pass green, fail red, warnings yellow. Off (the default, and always
// for files, pipes and NO_COLOR; the command decides) it returns text
// unchanged, so golden files and logs stay plain.
type painter struct{ on bool }

const (
	sgrReset  = "\x1b[0m"
	sgrBold   = "\x1b[1m"
	sgrRed    = "\x1b[1;31m"
	sgrGreen  = "\x1b[32m"
	sgrYellow = "\x1b[33m"
)

func (p painter) paint(code, s string) string {
	if !p.on || s == "" {
		return s
	}
	return code + s + sgrReset
}

func (p painter) bold(s string) string { return p.paint(sgrBold, s) }
func (p painter) warn(s string) string { return p.paint(sgrYellow, s) }

// verdict colours a (padded) verdict word by its verdict.
func (p painter) verdict(v checks.Verdict, s string) string {
	if v == checks.Pass {
		return p.paint(sgrGreen, s)
	}
	return p.paint(sgrRed, s)
}

// verdictLine colours a summary line green when everything passed, else red.
func (p painter) verdictLine(ok bool, s string) string {
	if ok {
		return p.paint(sgrGreen, s)
	}
	return p.paint(sgrRed, s)
}
