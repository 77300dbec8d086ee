package llm

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// item is one asked item's fields as the reply gave them, or why the
// reply gave none usable. Unknown fields are ignored; the fields the
// kind needs are required.
type item struct {
	evidence, reasoning string
	flags               map[string]bool // supports/adverse/overclaims, unflagged or pass
	problem             string          // non-empty: no usable verdict for this item
}

// itemFlags are the boolean fields each kind's verdict carries.
var itemFlags = map[judge.UnitKind][]string{
	judge.UnitCitation:    {"supports", "adverse", "overclaims"},
	judge.UnitUnsupported: {"unflagged"},
	judge.UnitCriterion:   {"pass"},
}

// decodeItem reads one verdict object of kind k.
func decodeItem(k judge.UnitKind, raw json.RawMessage) item {
	o, _, err := decodeObject(raw, false)
	if err != nil {
		return item{problem: "the verdict is not a JSON object: " + err.Error()}
	}
	var it item
	var missing, bad []string
	for _, f := range []string{"evidence", "reasoning"} {
		v, ok := o.fields[f]
		if !ok {
			missing = append(missing, f)
			continue
		}
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			bad = append(bad, fmt.Sprintf("%q must be a string", f))
			continue
		}
		if f == "evidence" {
			it.evidence = s
		} else {
			it.reasoning = strings.TrimSpace(s)
		}
	}
	it.flags = map[string]bool{}
	for _, f := range itemFlags[k] {
		v, ok := o.fields[f]
		if !ok {
			missing = append(missing, f)
			continue
		}
		b, err := looseBool(v)
		if err != nil {
			bad = append(bad, fmt.Sprintf("%q: %v", f, err))
			continue
		}
		it.flags[f] = b
	}
	for f := range o.dup {
		bad = append(bad, fmt.Sprintf("%q is given twice", f))
	}
	sort.Strings(bad)
	switch {
	case len(missing) > 0:
		it.problem = "the verdict lacks " + quoteList(missing)
		if len(bad) > 0 {
			it.problem += "; " + strings.Join(bad, "; ")
		}
	case len(bad) > 0:
		it.problem = strings.Join(bad, "; ")
	}
	return it
}

// decodeKeyed reads a keyed reply ({"verdicts": {"u1": ...}} or
// {"claims": {"c1": ...}}) for n asked items. Every key u1..un must be
// there once; a key that was not asked is never mapped to an item (no
// guessing from unit IDs, case or spacing) and is only reported. The
// first return is one item per asked position; the second names what
// was wrong with the reply as a whole ("" when nothing was).
func decodeKeyed(k judge.UnitKind, raw []byte, n int, partial bool) ([]item, string) {
	field, prefix := citationField, citationKey
	if k == judge.UnitUnsupported {
		field, prefix = claimField, claimKey
	}
	out := make([]item, n)
	fail := func(why string) ([]item, string) {
		for i := range out {
			out[i] = item{problem: why}
		}
		return out, why
	}
	top, _, err := decodeObject(raw, partial)
	if err != nil {
		return fail("the reply is not a JSON object: " + err.Error())
	}
	if top.dup[field] {
		return fail(fmt.Sprintf("the reply gives %q twice", field))
	}
	inner, ok := top.fields[field]
	if !ok {
		return fail(fmt.Sprintf(`the reply lacks %q: it must be {"%s": {%s}}`, field, field, keyShape(prefix, n)))
	}
	o, _, err := decodeObject(inner, partial)
	if err != nil {
		return fail(fmt.Sprintf("%q must be an object keyed %s: %v", field, keyShape(prefix, n), err))
	}
	keys := itemKeys(prefix, n)
	asked := map[string]int{}
	for i, key := range keys {
		asked[key] = i
	}
	var extra []string
	for _, key := range o.order {
		if _, ok := asked[key]; !ok {
			extra = append(extra, key)
		}
	}
	for i, key := range keys {
		v, ok := o.fields[key]
		switch {
		case o.dup[key]:
			out[i] = item{problem: fmt.Sprintf("the reply gives %q twice", key)}
		case !ok:
			out[i] = item{problem: fmt.Sprintf("the reply has no verdict under %q", key)}
		default:
			out[i] = decodeItem(k, v)
		}
	}
	whole := ""
	if len(extra) > 0 {
		whole = fmt.Sprintf("the reply has keys that were not asked (%s), which were ignored; the keys are exactly %s", quoteList(clipList(extra, 5)), keyShape(prefix, n))
	}
	return out, whole
}

// keyShape is "u1" or "u1..u4" for messages.
func keyShape(prefix string, n int) string {
	if n == 1 {
		return fmt.Sprintf("%q", prefix+"1")
	}
	return fmt.Sprintf("%q..%q", prefix+"1", fmt.Sprintf("%s%d", prefix, n))
}

func quoteList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", clip(x, 40))
	}
	return strings.Join(q, ", ")
}

func clipList(xs []string, n int) []string {
	if len(xs) > n {
		return append(append([]string{}, xs[:n]...), fmt.Sprintf("and %d more", len(xs)-n))
	}
	return xs
}
