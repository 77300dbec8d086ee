package llm

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/citecheck/citecheck/judge"
)

// The reply schemas are written by hand, not generated from Go types, for
// two reasons. Key order: a model emits keys in schema order, and it should
// quote its evidence and say why before it commits to a verdict, so every
// verdict object lists evidence, reasoning, then the booleans (a generated
// schema sorts its keys). Completeness: whatever names what was asked is a
// key of the schema, never a free string. A batch of n citation units is
// an object with exactly the keys u1..un, every one required and no other
// allowed; a C-008 unit lists its claims as c1..cn the same way. So a
// reply that is valid under the schema answers every item asked, and
// nothing else, even from a constrained decoder that fills strings
// generically. The schemas depend only on the number of items, so an
// endpoint compiles at most MaxBatch citation schemas (and one per claim
// count), and caches them.

// citationVerdictSchema is one citation unit's verdict.
const citationVerdictSchema = `{"type":"object","properties":{` +
	`"evidence":{"type":"string"},"reasoning":{"type":"string"},` +
	`"supports":{"type":"boolean"},"adverse":{"type":"boolean"},"overclaims":{"type":"boolean"}},` +
	`"required":["evidence","reasoning","supports","adverse","overclaims"],"additionalProperties":false}`

// claimVerdictSchema is one C-008 claim's verdict.
const claimVerdictSchema = `{"type":"object","properties":{` +
	`"evidence":{"type":"string"},"reasoning":{"type":"string"},"unflagged":{"type":"boolean"}},` +
	`"required":["evidence","reasoning","unflagged"],"additionalProperties":false}`

// criterionVerdictSchema is the reply to a Harvey-style criterion unit.
// Its one item is the criterion named in the prompt: nothing to key.
const criterionVerdictSchema = `{"type":"object","properties":{` +
	`"evidence":{"type":"string"},"reasoning":{"type":"string"},"pass":{"type":"boolean"}},` +
	`"required":["evidence","reasoning","pass"],"additionalProperties":false}`

// Top-level field and key prefix of the keyed replies.
const (
	citationField = "verdicts"
	citationKey   = "u"
	claimField    = "claims"
	claimKey      = "c"
)

// itemKeys are prefix1..prefixN.
func itemKeys(prefix string, n int) []string {
	keys := make([]string, n)
	for i := range keys {
		keys[i] = fmt.Sprintf("%s%d", prefix, i+1)
	}
	return keys
}

// keyedSchema is {"FIELD": {"P1": ITEM, ..., "Pn": ITEM}} with every key
// required and no other allowed, at either level. inline repeats ITEM
// under each key (what response_format gets: every structured-output
// implementation reads it); otherwise ITEM is written once under $defs
// and referenced, which is shorter for a schema shown in the prompt.
func keyedSchema(field, prefix, item string, n int, inline bool) json.RawMessage {
	keys := itemKeys(prefix, n)
	var b strings.Builder
	b.WriteString(`{"type":"object","properties":{"` + field + `":{"type":"object","properties":{`)
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + k + `":`)
		if inline {
			b.WriteString(item)
		} else {
			b.WriteString(`{"$ref":"#/$defs/item"}`)
		}
	}
	b.WriteString(`},"required":[`)
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + k + `"`)
	}
	b.WriteString(`],"additionalProperties":false}},"required":["` + field + `"],"additionalProperties":false`)
	if !inline {
		b.WriteString(`,"$defs":{"item":` + item + `}`)
	}
	b.WriteString(`}`)
	return json.RawMessage(b.String())
}

// schemaCache holds the schemas built so far, by kind, count and form.
var schemaCache sync.Map // schemaKey -> json.RawMessage

type schemaKey struct {
	kind   judge.UnitKind
	n      int
	inline bool
}

// replySchema is the schema of a reply to n items of kind k: inline for
// response_format, with $defs for the prompt.
func replySchema(k judge.UnitKind, n int, inline bool) json.RawMessage {
	key := schemaKey{k, n, inline}
	if s, ok := schemaCache.Load(key); ok {
		return s.(json.RawMessage)
	}
	var s json.RawMessage
	switch k {
	case judge.UnitCitation:
		s = keyedSchema(citationField, citationKey, citationVerdictSchema, n, inline)
	case judge.UnitUnsupported:
		s = keyedSchema(claimField, claimKey, claimVerdictSchema, n, inline)
	default:
		s = json.RawMessage(criterionVerdictSchema)
	}
	schemaCache.Store(key, s)
	return s
}

// schemaName is the json_schema name sent for a reply of n items of kind
// k: one name per distinct schema, so endpoints that cache compiled
// schemas by name never see two schemas under one name.
func schemaName(k judge.UnitKind, n int) string {
	if k == judge.UnitCriterion {
		return "citecheck_criterion_verdict"
	}
	return fmt.Sprintf("citecheck_%s_verdicts_%d", k, n)
}
