package llm

import (
	"context"
	"errors"
	"fmt"
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"github.com/citecheck/citecheck/judge"
)

// completion is what one chat completion returned that the judge reads.
type completion struct {
	// text is the reply to decode: the message content or, when the model
	// answered with a tool call instead, the call's arguments.
	text string
	// refusal is message.refusal (or a content-filter stop), "" if none.
	refusal string
	// finish is finish_reason ("stop", "length", "content_filter", ...).
	finish string
	// viaTool: text came from tool_calls[0].function.arguments.
	viaTool bool
	// reasoned: the reply shows hidden reasoning (reasoning_content,
	// reasoning tokens in the usage, or a <think> block).
	reasoned bool
	// usage as the endpoint reported it.
	promptTokens, completionTokens int
}

// wireOptions tell the doer how to write one request's body, beyond
// what go-openai's struct can say: whether "temperature": 0 is sent at
// all (go-openai drops a zero through omitempty, DESIGN.md traps) and
// under which field the completion cap goes.
type wireOptions struct {
	temperature bool
	capField    string
}

type wireKey struct{}

// withWire attaches wire options to a request's context.
func withWire(ctx context.Context, w wireOptions) context.Context {
	return context.WithValue(ctx, wireKey{}, w)
}

// wireFrom returns the wire options of ctx; the default sends an
// explicit zero temperature and max_completion_tokens.
func wireFrom(ctx context.Context) wireOptions {
	if w, ok := ctx.Value(wireKey{}).(wireOptions); ok {
		return w
	}
	return wireOptions{temperature: true, capField: FieldMaxCompletionTokens}
}

// request builds the chat completion request for p under protocol pr.
func (j *openAIJudge) request(p prompt, k judge.UnitKind, n, maxTokens, seed int, pr judge.Protocol) openai.ChatCompletionRequest {
	if pr.ResponseFormat != FormatJSONSchema {
		p = p.withSchema(k, n)
	}
	req := openai.ChatCompletionRequest{
		Model: j.cfg.Model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: p.System},
			{Role: openai.ChatMessageRoleUser, Content: p.User},
		},
		// Always written to this field; the doer renames it when the
		// protocol says max_tokens (go-openai refuses MaxTokens for some
		// model names before sending anything).
		MaxCompletionTokens: maxTokens,
	}
	if pr.Seed {
		s := seed
		req.Seed = &s
	}
	switch pr.ResponseFormat {
	case FormatJSONSchema:
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{
			Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
				Name: schemaName(k, n), Schema: replySchema(k, n, true), Strict: true,
			},
		}
	case FormatJSONObject:
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	if pr.Reasoning && pr.ReasoningEffort != "" {
		req.ReasoningEffort = pr.ReasoningEffort
	}
	return req
}

// capFor is the completion cap of a call for n items: the allowance per
// item, plus room for hidden reasoning when the model reasons.
func (j *openAIJudge) capFor(n int, pr judge.Protocol) int {
	c := j.cfg.CompletionTokens * n
	if pr.Reasoning {
		c += j.cfg.ReasoningTokens
	}
	return c
}

// send posts one chat completion under the current protocol. A
// rejection that names a parameter citecheck can do without changes the
// protocol (once per endpoint and model) and the request is sent again;
// one that concerns this request only (context length, content filter)
// fails this request; any other 4xx is a configuration error that stops
// every later call too. Transport failures, after the doer's retries,
// are KindUnreachable. Every returned error is an *Error.
func (j *openAIJudge) send(ctx context.Context, p prompt, k judge.UnitKind, n, seed int, label string, t tally) (completion, error) {
	if err := j.proto.fatalErr(); err != nil {
		return completion{}, err
	}
	for tries := 0; tries < 8; tries++ {
		release, err := j.proto.acquire(ctx)
		if err != nil {
			return completion{}, judge.Errorf(judge.KindUnreachable, label, err, "cancelled while waiting for the first call to the endpoint")
		}
		if err := j.proto.fatalErr(); err != nil { // latched while this call waited its turn
			release()
			return completion{}, err
		}
		pr := j.proto.snapshot()
		req := j.request(p, k, n, j.capFor(n, pr), seed, pr)
		cctx := withWire(ctx, wireOptions{temperature: pr.Temperature, capField: pr.MaxTokensField})
		resp, err := j.client.CreateChatCompletion(cctx, req)
		t.add(1, 0, 0, 0)
		if err == nil {
			j.proto.settle()
			release()
			t.add(0, 0, resp.Usage.PromptTokens, resp.Usage.CompletionTokens)
			return readCompletion(resp), nil
		}
		// The turn is given back only once what this answer teaches is
		// recorded (a fallback learned, a configuration error latched), so
		// a call waiting for it never sends under what was just refused.
		r, isRej := asRejection(err)
		switch {
		case ctx.Err() != nil:
			release()
			return completion{}, judge.Errorf(judge.KindUnreachable, label, ctx.Err(), "the grading deadline passed")
		case !isRej:
			release()
			return completion{}, classify(ctx, label, err)
		}
		if kind, ok := r.perRequest(); ok {
			release()
			return completion{}, judge.Errorf(kind, label, nil, "the endpoint refused this request (HTTP %d): %s", r.status, clip(oneLine(r.text), 300))
		}
		if j.proto.fallback(pr, r) {
			release()
			continue
		}
		cerr := judge.Errorf(judge.KindConfig, label, nil, "the endpoint rejected the request as configured (HTTP %d): %s; no further judge calls are made (check --judge-url, --judge-model, the key, or run 'citecheck judge probe')", r.status, clip(oneLine(r.text), 300))
		j.proto.fail(cerr)
		release()
		return completion{}, cerr
	}
	return completion{}, judge.Errorf(judge.KindConfig, label, nil, "the endpoint kept rejecting the request after every fallback")
}

// asRejection reads a 4xx answer (other than 429, which the doer
// retries) from a go-openai error.
func asRejection(err error) (rejection, bool) {
	var api *openai.APIError
	var re *openai.RequestError
	switch {
	case errors.As(err, &api):
		if api.HTTPStatusCode < 400 || api.HTTPStatusCode >= 500 || api.HTTPStatusCode == 429 {
			return rejection{}, false
		}
		parts := []string{api.Message}
		if api.Param != nil {
			parts = append(parts, "param "+*api.Param)
		}
		if api.Code != nil {
			parts = append(parts, fmt.Sprintf("code %v", api.Code))
		}
		if api.InnerError != nil && api.InnerError.Code != "" {
			parts = append(parts, api.InnerError.Code)
		}
		return rejection{status: api.HTTPStatusCode, text: strings.Join(parts, "; ")}, true
	case errors.As(err, &re):
		if re.HTTPStatusCode < 400 || re.HTTPStatusCode >= 500 || re.HTTPStatusCode == 429 {
			return rejection{}, false
		}
		return rejection{status: re.HTTPStatusCode, text: string(re.Body)}, true
	}
	return rejection{}, false
}

// readCompletion reads the first choice: its content, or the arguments
// of a tool call when the content is empty, its refusal and why it
// stopped.
func readCompletion(resp openai.ChatCompletionResponse) completion {
	c := completion{promptTokens: resp.Usage.PromptTokens, completionTokens: resp.Usage.CompletionTokens}
	if len(resp.Choices) == 0 {
		c.finish = "no choices"
		return c
	}
	ch := resp.Choices[0]
	m := ch.Message
	c.finish = string(ch.FinishReason)
	c.text, c.refusal = m.Content, strings.TrimSpace(m.Refusal)
	if strings.TrimSpace(c.text) == "" && len(m.ToolCalls) > 0 {
		c.text, c.viaTool = m.ToolCalls[0].Function.Arguments, true
	}
	c.reasoned = m.ReasoningContent != "" || thinkOpen.MatchString(m.Content) ||
		(resp.Usage.CompletionTokensDetails != nil && resp.Usage.CompletionTokensDetails.ReasoningTokens > 0)
	if c.refusal == "" && ch.FinishReason == openai.FinishReasonContentFilter {
		c.refusal = "the endpoint's content filter stopped the reply (finish_reason content_filter)"
	}
	return c
}

// classify turns a transport error from go-openai into a
// KindUnreachable *Error.
func classify(ctx context.Context, unit string, err error) error {
	var ue *unreachableError
	var api *openai.APIError
	var re *openai.RequestError
	switch {
	case ctx.Err() != nil:
		return judge.Errorf(judge.KindUnreachable, unit, ctx.Err(), "the grading deadline passed")
	case errors.As(err, &ue):
		return judge.Errorf(judge.KindUnreachable, unit, err, "endpoint unreachable")
	case errors.As(err, &api):
		return judge.Errorf(judge.KindUnreachable, unit, err, "endpoint answered HTTP %d", api.HTTPStatusCode)
	case errors.As(err, &re):
		return judge.Errorf(judge.KindUnreachable, unit, err, "endpoint answered HTTP %d", re.HTTPStatusCode)
	case errors.Is(err, context.DeadlineExceeded):
		return judge.Errorf(judge.KindUnreachable, unit, err, "timed out")
	}
	// A 200 whose body is not a chat completion (a gateway page, a proxy
	// error): invalid output, asked again like any.
	return judge.Errorf(judge.KindInvalidOutput, unit, err, "the endpoint's answer is not a chat completion")
}
