package native

import (
	"encoding/json"
	"fmt"
	"regexp"

	"github.com/citecheck/citecheck/checks/rubric"
)

// llamaindex: a query engine's Response as LlamaIndex serialises it
// ({"response", "source_nodes", "metadata"}), each source node a
// NodeWithScore ({"node": TextNode, "score"}). The source nodes are the
// trace: a node's text, named by its metadata (file_name, file_path) and
// its source document's ID (relationships "1", the ref_doc_id). Its
// start_char_idx / end_char_idx point into LlamaIndex's copy of the
// document, which is not the Vault's text, so the node is located by its
// text and the offsets are kept in the report. A CitationQueryEngine
// answer's "[N]" markers cite the node whose text starts "Source N:":
// each is a structured citation of that node's document covering the
// sentence that holds it.
var llamaIndex = Format{
	Name: "llamaindex",
	Is: func(top map[string]json.RawMessage) bool {
		if !hasKeys(top, "response", "source_nodes") {
			return false
		}
		var s string
		return json.Unmarshal(top["response"], &s) == nil
	},
	Decode: decodeLlamaIndex,
}

// citationSource is the "Source N:" header a CitationQueryEngine puts on
// each node's text.
var citationSource = regexp.MustCompile(`^Source ([0-9]+):\s*`)

// citationMarker is "[N]" in a CitationQueryEngine answer.
var citationMarker = regexp.MustCompile(`\[([0-9]{1,4})\]`)

func decodeLlamaIndex(d *decoder) (*rubric.Response, error) {
	r := &rubric.Response{HasTrace: true}
	if err := d.into(d.top["response"], "response", &r.Answer); err != nil {
		return nil, err
	}
	var nodes []struct {
		Node struct {
			ID            string                     `json:"id_"`
			StartCharIdx  *int                       `json:"start_char_idx"`
			EndCharIdx    *int                       `json:"end_char_idx"`
			Text          *string                    `json:"text"`
			Metadata      map[string]json.RawMessage `json:"metadata"`
			Relationships map[string]struct {
				NodeID string `json:"node_id"`
			} `json:"relationships"`
		} `json:"node"`
		Score *float64 `json:"score"`
	}
	if err := d.into(d.top["source_nodes"], "source_nodes", &nodes); err != nil {
		return nil, err
	}
	bySource := map[int]int{}         // "Source N" -> trace entry
	var entryNames [][]rubric.DocName // per trace entry
	type nodeMeta struct {
		ID           string                     `json:"id"`
		Metadata     map[string]json.RawMessage `json:"metadata,omitempty"`
		StartCharIdx *int                       `json:"start_char_idx,omitempty"`
		EndCharIdx   *int                       `json:"end_char_idx,omitempty"`
	}
	meta := make([]nodeMeta, 0, len(nodes))
	for i, n := range nodes {
		field := fmt.Sprintf("source_nodes[%d].node", i)
		if n.Node.Text == nil {
			return nil, d.bad(field+".text", "required field missing")
		}
		str := func(k string) string {
			var s string
			_ = json.Unmarshal(n.Node.Metadata[k], &s)
			return s
		}
		ns := names("id", n.Node.Relationships["1"].NodeID, "uri", str("file_path"), "uri", str("source"), "filename", str("file_name"), "filename", str("filename"), "title", str("title"))
		if len(ns) == 0 {
			return nil, d.bad(field+".metadata", "a node needs file_name, file_path, source, title or a source document (relationships \"1\") to be matched to a Vault document")
		}
		text := *n.Node.Text
		if m := citationSource.FindStringSubmatchIndex(text); m != nil {
			var k int
			fmt.Sscanf(text[m[2]:m[3]], "%d", &k)
			if j, dup := bySource[k]; dup {
				// CitationQueryEngine numbers its nodes once each: a
				// second "Source N:" would let a [N] marker rest on either.
				return nil, d.bad(field+".text", "starts \"Source %d:\" as source_nodes[%d] does, so a [%d] marker would name two nodes", k, j, k)
			}
			bySource[k] = len(r.Retrieved)
			text = text[m[1]:]
		}
		score := 0.0
		if n.Score != nil {
			score = *n.Score
		}
		chunk := n.Node.ID
		if chunk == "" {
			chunk = field
		}
		r.Retrieved = append(r.Retrieved, traceEntry(ns, chunk, i+1, score, text))
		entryNames = append(entryNames, ns)
		meta = append(meta, nodeMeta{n.Node.ID, withoutText(n.Node.Metadata), n.Node.StartCharIdx, n.Node.EndCharIdx})
	}
	if len(bySource) > 0 {
		for _, m := range markers(r.Answer, citationMarker) {
			k, ok := bySource[m.n]
			if !ok {
				continue // a number no node carries: the answer's own marker, read as written
			}
			s, e := sentenceAround(r.Answer, m.start, m.end)
			r.Structured = append(r.Structured, rubric.StructuredCitation{Field: fmt.Sprintf("response[%d:%d]", m.start, m.end),
				Kind: fmt.Sprintf("source [%d]", m.n), Start: s, End: e, Names: entryNames[k], Retrieved: []int{k},
				MarkerStart: m.start, MarkerEnd: m.end})
		}
	}
	mb, _ := json.Marshal(meta)
	// The Response's own metadata repeats each node's (keyed by node ID).
	var byNode map[string]map[string]json.RawMessage
	top := d.top["metadata"]
	if json.Unmarshal(top, &byNode) == nil && byNode != nil {
		for id, m := range byNode {
			byNode[id] = withoutText(m)
		}
		top, _ = json.Marshal(byNode)
	}
	r.Metadata = d.metadata(map[string]json.RawMessage{"metadata": top, "source_nodes": mb})
	return r, nil
}
