package config

import "testing"

// TestS3Settings checks where each S3 setting comes from: the flag, then AMORA_S3_*,
// then the standard AWS variables in their order.
func TestS3Settings(t *testing.T) {
	env := func(m map[string]string) func(string) string {
		return func(k string) string { return m[k] }
	}
	c, err := Load("serve", nil, env(nil))
	if err != nil || c.S3URL != "" || c.S3Endpoint != "" || c.S3AccessKey != "" {
		t.Errorf("defaults: %+v, %v; want the local disk", c, err)
	}
	aws := map[string]string{
		"AWS_ACCESS_KEY_ID": "AKIA", "AWS_SECRET_ACCESS_KEY": "secret", "AWS_SESSION_TOKEN": "token",
		"AWS_DEFAULT_REGION": "eu-west-1", "AWS_REGION": "eu-central-1",
		"AWS_ENDPOINT_URL": "https://all.example", "AWS_ENDPOINT_URL_S3": "https://s3.example",
		"AMORA_S3_URL": "s3://photos/amora",
	}
	c, err = Load("serve", nil, env(aws))
	if err != nil || c.S3URL != "s3://photos/amora" || c.S3AccessKey != "AKIA" || c.S3SecretKey != "secret" ||
		c.S3SessionToken != "token" || c.S3Region != "eu-central-1" || c.S3Endpoint != "https://s3.example" {
		t.Errorf("AWS variables: %+v, %v", c, err)
	}
	aws["AMORA_S3_ENDPOINT"], aws["AMORA_S3_ACCESS_KEY"] = "http://127.0.0.1:9000", "amora-key"
	c, err = Load("serve", []string{"--s3-region", "nl-ams", "--s3-secret-key", "flag-secret"}, env(aws))
	if err != nil || c.S3Endpoint != "http://127.0.0.1:9000" || c.S3AccessKey != "amora-key" || c.S3Region != "nl-ams" || c.S3SecretKey != "flag-secret" {
		t.Errorf("AMORA_S3_* and flags first: %+v, %v", c, err)
	}
	delete(aws, "AWS_ENDPOINT_URL_S3")
	delete(aws, "AMORA_S3_ENDPOINT")
	if c, _ = Load("serve", nil, env(aws)); c.S3Endpoint != "https://all.example" {
		t.Errorf("endpoint from AWS_ENDPOINT_URL: %q", c.S3Endpoint)
	}
}
