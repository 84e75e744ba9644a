package llm

import (
	"context"
	"strings"
	"testing"
)

// TestUnauthorizedNamesWhereTheKeyCameFrom: a 401 names the source of the
// key the profile was built with: its api_key_env, the provider's default
// variable when the profile names none, or that the profile has no key;
// never a variable grove did not read, and never the key. The servers
// answer with the providers' own 401 bodies.
func TestUnauthorizedNamesWhereTheKeyCameFrom(t *testing.T) {
	openAIMissing := `{"error":{"message":"You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).","type":"invalid_request_error","param":null,"code":null}}`
	openAIWrong := `{"error":{"message":"Incorrect API key provided: sk-wr*****ong. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`
	anthropicWrong := `{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"request_id":"req_011CSHoEeqs5C35K2UUqR7Fy"}`
	cases := []struct {
		name     string
		p        Profile
		env      map[string]string
		body     string
		want     []string
		wantNone []string
	}{
		{"openai profile without a key", Profile{Name: "local", Provider: KindOpenAI, Model: "m"}, nil, openAIMissing,
			[]string{`profile "local" has no API key`, "api_key_env"}, []string{"$OPENAI_API_KEY"}},
		{"openai default variable", Profile{Name: "local", Provider: KindOpenAI, Model: "m"}, map[string]string{"OPENAI_API_KEY": "sk-wrong"}, openAIWrong,
			[]string{"check the API key in $OPENAI_API_KEY", `profile "local" names no api_key_env`}, []string{"sk-wrong"}},
		{"openai api_key_env", Profile{Name: "local", Provider: KindOpenAI, Model: "m", APIKeyEnv: "LOCAL_KEY"}, map[string]string{"LOCAL_KEY": "sk-wrong", "OPENAI_API_KEY": "sk-other"}, openAIWrong,
			[]string{"check the API key in $LOCAL_KEY", `api_key_env of profile "local"`}, []string{"$OPENAI_API_KEY", "sk-wrong"}},
		{"ollama behind a proxy that wants a key", Profile{Name: "box", Provider: KindOllama, Model: "m"}, nil, openAIMissing,
			[]string{`profile "box" has no API key`}, []string{"$"}},
		{"anthropic default variable", Profile{Name: "claude", Provider: KindAnthropic, Model: "m"}, map[string]string{"ANTHROPIC_API_KEY": "sk-ant-wrong"}, anthropicWrong,
			[]string{"check the API key in $ANTHROPIC_API_KEY", `profile "claude" names no api_key_env`}, []string{"sk-ant-wrong"}},
		{"anthropic api_key_env", Profile{Name: "claude", Provider: KindAnthropic, Model: "m", APIKeyEnv: "WORK_KEY"}, map[string]string{"WORK_KEY": "sk-ant-wrong"}, anthropicWrong,
			[]string{"check the API key in $WORK_KEY", `api_key_env of profile "claude"`}, []string{"$ANTHROPIC_API_KEY", "sk-ant-wrong"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fs := newFakeServer(t, jsonReply(401, []byte(c.body), nil))
			c.p.BaseURL = fs.URL
			if c.p.Provider != KindAnthropic {
				c.p.BaseURL += "/v1"
			}
			prov, err := newProvider(c.p, func(k string) string { return c.env[k] })
			if err != nil {
				t.Fatal(err)
			}
			_, err = prov.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
			e := asError(t, err)
			if e.Status != 401 {
				t.Fatalf("status %d (%s)", e.Status, e.Message)
			}
			for _, w := range c.want {
				if !strings.Contains(e.Message, w) {
					t.Errorf("message %q lacks %q", e.Message, w)
				}
			}
			for _, w := range c.wantNone {
				if strings.Contains(e.Message, w) {
					t.Errorf("message %q has %q", e.Message, w)
				}
			}
		})
	}
}
