package llm

import (
	"fmt"
	"net/url"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// Endpoint kinds, as --judge-url decides them.
const (
	// EndpointOpenAI is api.openai.com.
	EndpointOpenAI = "openai"
	// EndpointAzureV1 is Azure OpenAI's v1 API
	// (https://RES.openai.azure.com/openai/v1, the deployment as model):
	// OpenAI-compatible, bearer key.
	EndpointAzureV1 = "azure-v1"
	// EndpointAzureDeployment is a classic Azure deployment URL
	// (https://RES.openai.azure.com/openai/deployments/DEP?api-version=V):
	// the deployment in the path, api-version in the query, the key in
	// the api-key header.
	EndpointAzureDeployment = "azure-deployment"
	// EndpointCompatible is any other OpenAI-compatible server (vLLM,
	// Ollama, llama.cpp server, LM Studio, LiteLLM, ...).
	EndpointCompatible = "compatible"
)

// endpoint is a parsed --judge-url.
type endpoint struct {
	kind       string
	base       string // the base URL go-openai appends /chat/completions to
	apiVersion string // api-version query parameter, "" for none
	deployment string // classic Azure: the deployment name
}

// azureHosts are the host suffixes of Azure OpenAI resources.
var azureHosts = []string{".openai.azure.com", ".cognitiveservices.azure.com", ".services.ai.azure.com"}

// parseEndpoint reads a --judge-url. A URL pasted with its
// /chat/completions suffix is accepted; the query may carry api-version
// and nothing else (anything else would be silently dropped).
func parseEndpoint(raw string) (endpoint, error) {
	if raw == "" {
		return endpoint{kind: EndpointOpenAI, base: "https://api.openai.com/v1"}, nil
	}
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return endpoint{}, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return endpoint{}, fmt.Errorf("want an http:// or https:// URL")
	}
	if u.Host == "" {
		return endpoint{}, fmt.Errorf("the URL has no host")
	}
	q := u.Query()
	ep := endpoint{apiVersion: q.Get("api-version")}
	q.Del("api-version")
	if len(q) > 0 {
		return endpoint{}, fmt.Errorf("query parameters other than api-version are not supported (got %s)", q.Encode())
	}
	path := strings.TrimRight(u.Path, "/")
	path = strings.TrimSuffix(path, "/chat/completions")
	host := strings.ToLower(u.Hostname())
	azure := false
	for _, s := range azureHosts {
		azure = azure || strings.HasSuffix(host, s)
	}
	origin := u.Scheme + "://" + u.Host
	if i := strings.Index(path, "/openai/deployments/"); i >= 0 {
		dep := strings.Trim(path[i+len("/openai/deployments/"):], "/")
		if dep == "" || strings.Contains(dep, "/") {
			return endpoint{}, fmt.Errorf("an Azure deployment URL is .../openai/deployments/DEPLOYMENT?api-version=VERSION")
		}
		if ep.apiVersion == "" {
			return endpoint{}, fmt.Errorf("an Azure deployment URL needs ?api-version=VERSION (for example 2024-10-21), or use the v1 API: https://RESOURCE.openai.azure.com/openai/v1 with the deployment as --judge-model")
		}
		ep.kind, ep.base, ep.deployment = EndpointAzureDeployment, origin+path[:i], dep
		return ep, nil
	}
	ep.base = origin + path
	switch {
	case host == "api.openai.com":
		ep.kind = EndpointOpenAI
	case azure:
		ep.kind = EndpointAzureV1
	default:
		ep.kind = EndpointCompatible
	}
	return ep, nil
}

// defaultMaxTokensField is what this kind of endpoint reads: OpenAI and
// Azure take max_completion_tokens (reasoning models reject max_tokens);
// the local servers (Ollama, llama.cpp server, LM Studio) read
// max_tokens and would silently ignore the other, and vLLM and LiteLLM
// read both.
func (ep endpoint) defaultMaxTokensField() string {
	switch ep.kind {
	case EndpointOpenAI, EndpointAzureV1, EndpointAzureDeployment:
		return FieldMaxCompletionTokens
	}
	return FieldMaxTokens
}

// clientConfig is go-openai's configuration for the endpoint.
func (ep endpoint) clientConfig(key string) openai.ClientConfig {
	if ep.kind == EndpointAzureDeployment {
		c := openai.DefaultAzureConfig(key, ep.base)
		c.APIVersion = ep.apiVersion
		dep := ep.deployment
		c.AzureModelMapperFunc = func(string) string { return dep }
		return c
	}
	c := openai.DefaultConfig(key)
	c.BaseURL = ep.base
	c.APIVersion = ep.apiVersion
	return c
}
