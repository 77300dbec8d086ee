package judge

// Protocol is how a judge asks its endpoint, as recorded in scores.json.
// It starts from the configuration and the model name and is changed
// only by the endpoint's own refusals (an HTTP 400 that names the
// parameter), each recorded in Learned, once per endpoint and model:
// every later call of the run, and of later runs sharing the verdict
// cache folder, starts from what was learned.
type Protocol struct {
	// Temperature: "temperature": 0 is sent.
	Temperature bool `json:"temperature"`
	// Seed: the fixed seed is sent.
	Seed bool `json:"seed"`
	// ResponseFormat is json_schema, json_object or none.
	ResponseFormat string `json:"response_format"`
	// MaxTokensField names the completion cap's field.
	MaxTokensField string `json:"max_tokens_field"`
	// Reasoning: the model name is a reasoning model's (no temperature,
	// reasoning_effort sent when configured, a cap with room to reason).
	Reasoning       bool   `json:"reasoning_model"`
	ReasoningEffort string `json:"reasoning_effort,omitempty"`
	// Learned lists each change made after a refusal, with its cause.
	Learned []string `json:"learned,omitempty"`
}
