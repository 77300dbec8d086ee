package judge

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/sashabaranov/go-openai/jsonschema"
)

// schemaFor is the strict JSON schema of the reply to a unit of kind k.
// Strict mode requires every property to be listed as required and no
// additional properties.
func schemaFor(k UnitKind) *jsonschema.Definition {
	str := jsonschema.Definition{Type: jsonschema.String}
	boolean := jsonschema.Definition{Type: jsonschema.Boolean}
	props := map[string]jsonschema.Definition{
		"unit_id":   str,
		"evidence":  str,
		"reasoning": str,
	}
	var req []string
	switch k {
	case UnitCitation:
		props["supports"], props["adverse"], props["overclaims"] = boolean, boolean, boolean
		req = []string{"unit_id", "supports", "adverse", "overclaims", "evidence", "reasoning"}
	case UnitUnsupported:
		props["unflagged"] = jsonschema.Definition{Type: jsonschema.Array, Items: &str}
		req = []string{"unit_id", "unflagged", "evidence", "reasoning"}
	case UnitCriterion:
		props["pass"] = boolean
		req = []string{"unit_id", "pass", "evidence", "reasoning"}
	}
	return &jsonschema.Definition{
		Type:                 jsonschema.Object,
		Properties:           props,
		Required:             req,
		AdditionalProperties: false,
	}
}

// schemaName is the json_schema name sent for a unit kind.
func schemaName(k UnitKind) string { return "citecheck_" + string(k) + "_verdict" }

// reply is the decoded JSON reply of any unit kind; pointer fields tell a
// missing property from a false one.
type reply struct {
	UnitID     *string   `json:"unit_id"`
	Supports   *bool     `json:"supports"`
	Adverse    *bool     `json:"adverse"`
	Overclaims *bool     `json:"overclaims"`
	Unflagged  *[]string `json:"unflagged"`
	Pass       *bool     `json:"pass"`
	Evidence   *string   `json:"evidence"`
	Reasoning  *string   `json:"reasoning"`
}

// parseReply decodes content strictly against the schema of kind k: valid
// JSON, one object, no unknown keys, every required key present.
func parseReply(k UnitKind, content string) (*reply, error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(content)))
	dec.DisallowUnknownFields()
	var r reply
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("reply is not valid JSON of the %s schema: %v", k, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("reply has text after the JSON object")
	}
	missing := func(name string) error { return fmt.Errorf("reply lacks required %q", name) }
	if r.UnitID == nil {
		return nil, missing("unit_id")
	}
	if r.Evidence == nil {
		return nil, missing("evidence")
	}
	if r.Reasoning == nil {
		return nil, missing("reasoning")
	}
	switch k {
	case UnitCitation:
		if r.Supports == nil || r.Adverse == nil || r.Overclaims == nil {
			return nil, missing("supports/adverse/overclaims")
		}
		if r.Unflagged != nil || r.Pass != nil {
			return nil, fmt.Errorf("reply carries fields of another unit kind")
		}
	case UnitUnsupported:
		if r.Unflagged == nil {
			return nil, missing("unflagged")
		}
		if r.Supports != nil || r.Adverse != nil || r.Overclaims != nil || r.Pass != nil {
			return nil, fmt.Errorf("reply carries fields of another unit kind")
		}
	case UnitCriterion:
		if r.Pass == nil {
			return nil, missing("pass")
		}
		if r.Supports != nil || r.Adverse != nil || r.Overclaims != nil || r.Unflagged != nil {
			return nil, fmt.Errorf("reply carries fields of another unit kind")
		}
	}
	return &r, nil
}
