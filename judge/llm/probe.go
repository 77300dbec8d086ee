package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	openai "github.com/sashabaranov/go-openai"

	"github.com/citecheck/citecheck/judge"
)

// ProbeRow is one thing `citecheck judge probe` found out.
type ProbeRow struct {
	What   string `json:"what"`
	Result string `json:"result"`
}

// ProbeReport is what an endpoint accepts, as probed.
type ProbeReport struct {
	Endpoint string         `json:"endpoint"`
	Kind     string         `json:"endpoint_kind"`
	Model    string         `json:"model"`
	Rows     []ProbeRow     `json:"rows"`
	Protocol judge.Protocol `json:"protocol"`
	// OK: a probe verdict came back valid and verified, so grading can
	// use the endpoint as probed.
	OK    bool `json:"ok"`
	Calls int  `json:"calls"`
}

// probeUnit is the citation unit every probe asks about: nothing from a
// real answer or Vault is sent.
var probeUnit = judge.Unit{Kind: judge.UnitCitation, ID: "probe", Proposition: "Forum-selection clauses are prima facie valid.",
	Citation: "Probe v. Probe", Source: "Probe v. Probe (PROBE-1)",
	Excerpt: "We hold that forum-selection clauses are prima facie valid and should be enforced."}

// Probe asks the configured endpoint a handful of one-unit questions and
// reports what it accepts: temperature, json_schema, json_object, tool
// calls, the max-tokens field and reasoning. The first question goes
// through the judge's own protocol (with its fallbacks), so what it
// learns is what grading would learn; the protocol is stored in the
// verdict cache (cfg.Cache, unless caching is off), so later runs start
// from it instead of meeting the same refusals. An unreachable endpoint
// or a configuration error is returned as the *Error grading would get.
func Probe(ctx context.Context, cfg Config) (*ProbeReport, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.WithDefaults()
	cfg.Kind, cfg.DryRun = judge.KindOpenAI, false
	j, err := newOpenAI(cfg)
	if err != nil {
		return nil, err
	}
	j.proto = newProtocolState(initialProtocol(&j.cfg, j.ep), false, nil) // probe afresh
	rep := &ProbeReport{Endpoint: judge.NormaliseEndpoint(cfg.URL), Kind: j.ep.kind, Model: cfg.Model}
	var t counters
	u := probeUnit
	c, err := j.send(ctx, render(&u, placeholderNonce), judge.UnitCitation, 1, cfg.Seed, "probe", tally{&t})
	rep.Calls = t.get().Calls
	if err != nil {
		return rep, err
	}
	p := j.proto.snapshot()
	rep.Protocol = p
	add := func(what, format string, args ...any) {
		rep.Rows = append(rep.Rows, ProbeRow{what, fmt.Sprintf(format, args...)})
	}
	switch {
	case p.Reasoning && !p.Temperature:
		add("temperature", "not sent: %s is a reasoning model", cfg.Model)
	case p.Temperature:
		add("temperature", "accepted (\"temperature\": 0 sent)")
	default:
		add("temperature", "rejected; requests are sent without it")
	}
	add("json_schema", "%s", yesNo(p.ResponseFormat == FormatJSONSchema, "accepted (strict)", "rejected; the schema goes in the prompt"))
	add("json_object", "%s", j.probeExtra(ctx, p, "json_object", &rep.Calls))
	add("tool calls", "%s", j.probeExtra(ctx, p, "tools", &rep.Calls))
	add("max-tokens field", "%s", p.MaxTokensField)
	add("reasoning", "%s", yesNo(p.Reasoning || c.reasoned, fmt.Sprintf("yes (model name %v, reasoning in the reply %v)", p.Reasoning, c.reasoned), "no"))
	for _, l := range p.Learned {
		add("learned", "%s", l)
	}
	ok, why := probeVerdict(c)
	rep.OK = ok
	add("verdict", "%s", why)
	if rc, isRC := j.cache.(judge.RecordingCache); isRC && ok {
		if err := rc.StoreProtocol(judge.ProtocolKey(j.Identity()), p); err == nil {
			add("saved", "grading with this endpoint and model starts from this protocol")
		}
	}
	return rep, nil
}

// probeVerdict reports whether the probe's reply is a valid, verified
// verdict.
func probeVerdict(c completion) (bool, string) {
	if c.refusal != "" {
		return false, "the model refused: " + clip(oneLine(c.refusal), 120)
	}
	raw, err := extractJSON(c.text)
	if err != nil {
		return false, "no usable reply: " + err.Error()
	}
	items, _ := decodeKeyed(judge.UnitCitation, raw, 1, false)
	if items[0].problem != "" {
		return false, "the reply is not a valid verdict: " + items[0].problem
	}
	u := probeUnit
	if v := verifyCitation(&u, items[0], "S1"); !v.accepted {
		return false, "the verdict's evidence does not verify: " + v.problem
	}
	via := ""
	if c.viaTool {
		via = " (given as a tool call)"
	}
	return true, fmt.Sprintf("a valid, verified verdict%s (prompt %d tokens, completion %d)", via, c.promptTokens, c.completionTokens)
}

// probeExtra asks once with response_format json_object, or with the
// verdict schema as a forced tool, and says whether it was accepted.
func (j *openAIJudge) probeExtra(ctx context.Context, p judge.Protocol, what string, calls *int) string {
	u := probeUnit
	pj := p
	pj.ResponseFormat = FormatJSONObject
	req := j.request(render(&u, placeholderNonce), judge.UnitCitation, 1, j.capFor(1, p), j.cfg.Seed, pj)
	if what == "tools" {
		req.ResponseFormat = nil
		req.Tools = []openai.Tool{{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name: "citecheck_verdicts", Parameters: json.RawMessage(replySchema(judge.UnitCitation, 1, true))}}}
		req.ToolChoice = openai.ToolChoice{Type: openai.ToolTypeFunction, Function: openai.ToolFunction{Name: "citecheck_verdicts"}}
	}
	cctx := withWire(ctx, wireOptions{temperature: p.Temperature, capField: p.MaxTokensField})
	resp, err := j.client.CreateChatCompletion(cctx, req)
	*calls++
	if err != nil {
		if r, ok := asRejection(err); ok {
			return fmt.Sprintf("rejected (HTTP %d: %s)", r.status, clip(oneLine(r.text), 100))
		}
		var e *judge.Error
		if errors.As(classify(ctx, "probe", err), &e) {
			return "no answer: " + e.Error()
		}
		return "no answer: " + err.Error()
	}
	c := readCompletion(resp)
	if what == "tools" {
		return yesNo(c.viaTool, "accepted; the reply came as a tool call", "accepted, but the reply did not come as a tool call")
	}
	_, err = extractJSON(c.text)
	return yesNo(err == nil, "accepted", "accepted, but the reply held no JSON object")
}

func yesNo(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}
