package native

import (
	"encoding/json"
	"strings"
)

// Gemini's streamGenerateContent returns GenerateContentResponse chunks:
// a JSON array of them (the REST default), or one a "data:" line with
// alt=sse. Each chunk's candidate carries the next pieces of the answer
// as parts; the grounding metadata comes with a chunk near the end, its
// segment offsets counted over the whole answer. The chunks are
// assembled into one response: the first chunk's fields (responseId,
// createTime, modelVersion), the last chunk's usageMetadata, one
// candidate whose answer is the text pieces joined into one part (and
// each thought part kept as a part of its own, after it), its
// finishReason the last given, and the one groundingMetadata the chunks
// give. Two chunks giving different grounding metadata are bad input:
// which the user was shown cannot be told.

// isGeminiChunk reports whether raw is a generateContent response (a
// stream chunk has the same shape).
func isGeminiChunk(raw json.RawMessage) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) != nil {
		return false
	}
	return hasKeys(top, "candidates") || hasKeys(top, "usageMetadata") && !hasKeys(top, "type")
}

func assembleGeminiStream(path string, events []streamEvent) ([]byte, error) {
	const format = "gemini"
	out := map[string]json.RawMessage{}
	var text strings.Builder
	var thoughts []json.RawMessage
	var grounding json.RawMessage
	groundingAt := 0 // the chunk that gave it
	var finish json.RawMessage
	for k, ev := range events {
		var top map[string]json.RawMessage
		if err := json.Unmarshal(ev.raw, &top); err != nil {
			return nil, streamBad(path, format, ev.line, "chunk %d: %v", k, err)
		}
		for key, v := range top {
			key = camel(key)
			switch key {
			case "candidates":
			case "usageMetadata":
				out[key] = v // the last chunk's counts are the whole response's
			default:
				if _, ok := out[key]; !ok {
					out[key] = v
				}
			}
		}
		raw, ok := top["candidates"]
		if !ok {
			continue
		}
		var cands []map[string]json.RawMessage
		if err := json.Unmarshal(raw, &cands); err != nil {
			return nil, streamBad(path, format, ev.line, "chunk %d: candidates: %v", k, err)
		}
		if len(cands) > 1 {
			return nil, streamBad(path, format, ev.line, "chunk %d has %d candidates: a stream of several candidates is not read", k, len(cands))
		}
		if len(cands) == 0 {
			continue
		}
		c := map[string]json.RawMessage{}
		for key, v := range cands[0] {
			c[camel(key)] = v
		}
		if v, ok := c["finishReason"]; ok {
			finish = v
		}
		if g, ok := c["groundingMetadata"]; ok && string(g) != "null" {
			if grounding != nil && !sameJSON(camelKeys(grounding), camelKeys(g)) {
				return nil, streamBad(path, format, ev.line, "chunk %d gives other groundingMetadata than chunk %d: which the user was shown cannot be told", k, groundingAt)
			}
			grounding, groundingAt = g, k
		}
		var content struct {
			Parts []map[string]json.RawMessage `json:"parts"`
		}
		if raw, ok := c["content"]; ok {
			if err := json.Unmarshal(raw, &content); err != nil {
				return nil, streamBad(path, format, ev.line, "chunk %d: content: %v", k, err)
			}
		}
		for _, p := range content.Parts {
			var thought bool
			_ = json.Unmarshal(p["thought"], &thought)
			var s string
			_ = json.Unmarshal(p["text"], &s)
			if thought {
				b, _ := json.Marshal(p)
				thoughts = append(thoughts, b)
				continue
			}
			text.WriteString(s)
		}
	}
	first, _ := json.Marshal(map[string]string{"text": text.String()})
	parts := append([]json.RawMessage{first}, thoughts...)
	content, _ := json.Marshal(map[string]any{"role": "model", "parts": parts})
	cand := map[string]json.RawMessage{"content": content}
	if finish != nil {
		cand["finishReason"] = finish
	}
	if grounding != nil {
		cand["groundingMetadata"] = grounding
	}
	cands, _ := json.Marshal([]map[string]json.RawMessage{cand})
	out["candidates"] = cands
	return json.Marshal(out)
}
