package native

import (
	"encoding/json"
	"strings"
)

// camelKeys rewrites every object key of a JSON value from snake_case
// to camelCase ("grounding_metadata" -> "groundingMetadata"), so a
// format whose REST JSON is camelCase is read the same from an SDK that
// serialises it in snake_case (google-genai's model_dump()). Keys that
// are already camelCase are unchanged; values are untouched.
func camelKeys(raw json.RawMessage) json.RawMessage {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return raw
	}
	out, err := json.Marshal(camelValue(v, 0))
	if err != nil {
		return raw
	}
	return out
}

// maxCamelDepth bounds the recursion over a hostile, deeply nested value
// (encoding/json already refuses nesting past 10,000 levels).
const maxCamelDepth = 64

func camelValue(v any, depth int) any {
	if depth > maxCamelDepth {
		return v
	}
	switch x := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, val := range x {
			m[camel(k)] = camelValue(val, depth+1)
		}
		return m
	case []any:
		for i := range x {
			x[i] = camelValue(x[i], depth+1)
		}
		return x
	}
	return v
}

func camel(k string) string {
	if !strings.Contains(k, "_") {
		return k
	}
	parts := strings.Split(k, "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}
