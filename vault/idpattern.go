package vault

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// FallbackIDPattern is the id_pattern of a Vault with no documents to
// derive one from (FORMATS.md: the Vault folder).
const FallbackIDPattern = `[A-Z]{2,8}-[0-9]{2,8}`

// DeriveIDPattern builds an RE2 pattern that matches every given ID and
// the IDs shaped like them, so the extractor also finds plausible IDs that
// do not exist ("VLT-0099" beside "VLT-0001"). IDs are grouped by shape
// (runs of upper-case letters, lower-case letters, digits, and literal
// punctuation); digit runs become [0-9]{m,n}; letter runs stay literal
// when every ID of the shape spells them the same, else become a class.
// Shapes without digits stay literal IDs: a class such as [a-z]{4} would
// match ordinary words. The pattern is unanchored; alternatives are in a
// fixed order, so the result is deterministic.
func DeriveIDPattern(ids []string) string {
	if len(ids) == 0 {
		return FallbackIDPattern
	}
	groups := map[string][][]run{}
	var keys []string
	for _, id := range ids {
		rs := splitRuns(id)
		k := shapeKey(rs)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], rs)
	}
	slices.Sort(keys)
	var alts []string
	for _, k := range keys {
		alts = append(alts, shapePattern(groups[k])...)
	}
	slices.Sort(alts)
	alts = slices.Compact(alts)
	// Longer alternatives first so leftmost-first RE2 prefers the longest ID.
	slices.SortStableFunc(alts, func(a, b string) int { return len(b) - len(a) })
	pat := strings.Join(alts, "|")
	if len(alts) > 1 {
		pat = "(?:" + pat + ")"
	}
	re, err := regexp.Compile(`^(?:` + pat + `)$`)
	if err != nil {
		return literalAlternation(ids)
	}
	for _, id := range ids {
		if !re.MatchString(id) {
			return literalAlternation(ids)
		}
	}
	return pat
}

// run is a maximal stretch of one character class in an ID.
type run struct {
	class byte // 'A' upper, 'a' lower, '9' digit, 'x' anything else (literal)
	text  string
}

func classOf(c byte) byte {
	switch {
	case c >= 'A' && c <= 'Z':
		return 'A'
	case c >= 'a' && c <= 'z':
		return 'a'
	case c >= '0' && c <= '9':
		return '9'
	}
	return 'x'
}

func splitRuns(id string) []run {
	var rs []run
	for i := 0; i < len(id); {
		c := classOf(id[i])
		j := i + 1
		for j < len(id) && classOf(id[j]) == c && c != 'x' {
			j++
		}
		rs = append(rs, run{class: c, text: id[i:j]})
		i = j
	}
	return rs
}

// shapeKey identifies IDs that differ only in the lengths and letters of
// their runs; punctuation is part of the shape.
func shapeKey(rs []run) string {
	var b strings.Builder
	for _, r := range rs {
		if r.class == 'x' {
			b.WriteString(r.text)
		} else {
			b.WriteByte(r.class)
		}
		b.WriteByte(0)
	}
	return b.String()
}

// shapePattern renders one shape group.
func shapePattern(group [][]run) []string {
	hasDigits := false
	for _, r := range group[0] {
		if r.class == '9' {
			hasDigits = true
		}
	}
	if !hasDigits {
		out := make([]string, len(group))
		for i, rs := range group {
			var b strings.Builder
			for _, r := range rs {
				b.WriteString(r.text)
			}
			out[i] = regexp.QuoteMeta(b.String())
		}
		return out
	}
	var b strings.Builder
	for pos, r := range group[0] {
		switch r.class {
		case 'x':
			b.WriteString(regexp.QuoteMeta(r.text))
		case 'A', 'a':
			same, lo, hi := true, len(r.text), len(r.text)
			for _, rs := range group[1:] {
				t := rs[pos].text
				same = same && t == r.text
				lo, hi = min(lo, len(t)), max(hi, len(t))
			}
			if same {
				b.WriteString(r.text)
			} else {
				b.WriteString(map[byte]string{'A': "[A-Z]", 'a': "[a-z]"}[r.class] + repeat(lo, hi))
			}
		case '9':
			lo, hi := len(r.text), len(r.text)
			for _, rs := range group[1:] {
				lo, hi = min(lo, len(rs[pos].text)), max(hi, len(rs[pos].text))
			}
			b.WriteString("[0-9]" + repeat(lo, hi))
		}
	}
	return []string{b.String()}
}

func repeat(lo, hi int) string {
	if lo == hi {
		return fmt.Sprintf("{%d}", lo)
	}
	return fmt.Sprintf("{%d,%d}", lo, hi)
}

func literalAlternation(ids []string) string {
	q := make([]string, len(ids))
	for i, id := range ids {
		q[i] = regexp.QuoteMeta(id)
	}
	slices.Sort(q)
	return "(?:" + strings.Join(q, "|") + ")"
}
